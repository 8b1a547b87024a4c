import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { iconSvg } from '../../scripts/site/install-files.ts'
import { writeShareImages } from '../../scripts/site/share-images.ts'

const folder = mkdtempSync(join(tmpdir(), 'share-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))
const logo = readFileSync(join(import.meta.dirname, '../../src/public/favicon.svg'), 'utf8')
const brand = { name: 'LaunchKit', host: 'launchkit.dev', logo }
const client = join(folder, 'client')
const cache = join(folder, 'cache')

describe('preview images', () => {
  const cards = (price: string) => [
    { file: 'og/pricing.png', title: 'Pricing', lede: 'Three one-time plans.', price },
    { file: 'og/faq.png', title: 'FAQ', lede: 'Answers.' },
  ]

  test('render once, then come from the cache until their content changes', async () => {
    expect(await writeShareImages(client, cards('From $67'), brand, cache)).toEqual({ rendered: 2, cached: 0 })
    const first = readFileSync(join(client, 'og/pricing.png'))
    expect(first.readUInt32BE(16)).toBe(1200)
    expect(first.readUInt32BE(20)).toBe(630)
    expect(await writeShareImages(client, cards('From $67'), brand, cache)).toEqual({ rendered: 0, cached: 2 })
    // A price change in plans.yaml reaches the card.
    expect(await writeShareImages(client, cards('From $69'), brand, cache)).toEqual({ rendered: 1, cached: 1 })
    expect(readFileSync(join(client, 'og/pricing.png')).equals(first)).toBe(false)
  })
})

describe('home-screen icons', () => {
  test('the maskable icon fills its square and keeps the mark inside the safe zone', () => {
    const svg = iconSvg(logo, true, 0.6)
    expect(svg).not.toMatch(/<rect[^>]*rx=/)
    expect(svg).toContain('<g transform="translate(6.4 6.4) scale(0.6)">')
    expect(iconSvg(logo, false)).toBe(logo)
  })
})
