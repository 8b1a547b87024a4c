import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { Popups } from '../../schema/popups.ts'
import { randomDelay, startNoticeSchedule } from '../../src/engagement/notice-schedule.ts'
import { checkVariant } from './helpers/content-fixture.ts'

/** The popups config generated from a content variant, as the site would get it. */
function popupsFrom(change: (yaml: string) => string): Popups {
  const { outputs, problems } = checkVariant({ 'popups.yaml': change })
  expect(problems).toEqual([])
  const text = outputs!.get('src/generated/popups.ts')!
  const start = text.indexOf('= ') + 2
  return JSON.parse(text.slice(start, text.indexOf('\n}\n') + 2)) as Popups
}

describe('purchase notices follow the timings in content', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  function timeline(config: Popups['recentPurchase'], random = () => 0) {
    const events: string[] = []
    const stop = startNoticeSchedule(
      config,
      (entry) => events.push(`${Date.now()} show ${entry.name}`),
      () => events.push(`${Date.now()} hide`),
      random,
    )
    vi.setSystemTime(0)
    return { events, stop }
  }

  test('the shipped timings: 3 s, visible 4 s, then 8-15 s', () => {
    vi.setSystemTime(0)
    const { events, stop } = timeline(popupsFrom((yaml) => yaml).recentPurchase)
    vi.advanceTimersByTime(30_000)
    stop()
    expect(events.slice(0, 4)).toEqual(['3000 show Sarah M.', '7000 hide', '15000 show Sarah M.', '19000 hide'])
  })

  test('changing firstDelayMs and visibleMs in popups.yaml changes when notices appear and go, with no code change', () => {
    vi.setSystemTime(0)
    const config = popupsFrom((yaml) =>
      yaml.replace('firstDelayMs: 3000', 'firstDelayMs: 5000').replace('visibleMs: 4000', 'visibleMs: 1500'),
    ).recentPurchase
    const { events, stop } = timeline(config, () => 0.999)
    vi.advanceTimersByTime(25_000)
    stop()
    expect(events.slice(0, 3)).toEqual(['5000 show Omar H.', '6500 hide', '21493 show Omar H.'])
  })

  test('random intervals stay within the bounds', () => {
    for (const value of [0, 0.25, 0.5, 0.999999]) {
      const delay = randomDelay(8000, 15000, () => value)
      expect(delay).toBeGreaterThanOrEqual(8000)
      expect(delay).toBeLessThanOrEqual(15000)
    }
  })
})

test('an offer text changed in popups.yaml reaches the generated module; prices come from plans.yaml', () => {
  const { outputs } = checkVariant({
    'popups.yaml': (yaml) =>
      yaml.replace('cta: Get the Bundle for {{offers.bundle.price}}', 'cta: Grab both for {{offers.bundle.price}}'),
    'plans.yaml': (yaml) =>
      yaml.replace('    price: $197\n    compareAtPrice: $247', '    price: $187\n    compareAtPrice: $247'),
  })
  const module = outputs!.get('src/generated/popups.ts')!
  expect(module).toContain('"cta": "Grab both for $187"')
  expect(module).toContain('"savings": "Save $60"')
  expect(module).toMatch(/"exitOffer"|exitOffer: Plan = \{[\s\S]*"price": "\$187"/)
})
