import { test as base, expect, type Page } from '@playwright/test'
import { specRoutes } from '../spec-routes.ts'
import { startFakeProvider, type FakeProvider } from './fake-provider/server.ts'

/** A 48 × 48 avatar served in place of the image service, which tests never call. */
const avatar =
  '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><rect width="48" height="48" fill="#94a3b8"/></svg>'

/** Every route of the spec. */
export const routes = specRoutes

/** Console errors and warnings, and uncaught page errors, seen during a test. */
export type ConsoleLog = string[]

/**
 * Pages that answer external image requests locally and collect console problems.
 * Tests that must see zero console problems assert on `consoleProblems` themselves.
 */
export const test = base.extend<{ consoleProblems: ConsoleLog; engagement: boolean; provider: FakeProvider }>({
  /** Whether the exit-intent offer and purchase notices run; off unless a test is about them. */
  engagement: [false, { option: true }],
  consoleProblems: async ({ page }, use) => {
    const problems: ConsoleLog = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        problems.push(`${message.type()}: ${message.text()}`)
    })
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
    await use(problems)
  },
  /** A fake AI provider for this test alone, with the page's requests to the real one rerouted to it. */
  provider: async ({ page }, use) => {
    const provider = await startFakeProvider()
    await provider.attach(page)
    await use(provider)
    await provider.close()
  },
  page: async ({ page, engagement }, use) => {
    await page.route('https://i.pravatar.cc/**', (route) =>
      route.fulfill({ contentType: 'image/svg+xml', body: avatar }),
    )
    if (!engagement) {
      // As for a visitor who already saw the offer and dismissed the notices this session.
      await page.addInitScript(() => {
        try {
          sessionStorage.setItem('launchkit-exit-popup-shown', '1')
          sessionStorage.setItem('launchkit-purchase-notices-dismissed', '1')
        } catch {
          // Tests that block storage see the popups; they do not depend on them.
        }
      })
    }
    await use(page)
  },
})

export { expect }

/** Waits until React has hydrated the page (the root has a React fiber). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('header') ?? {}).some((key) => key.startsWith('__react')),
  )
}

/**
 * Waits until the popups' code, which loads after hydration, is running: its notice region is in the page and
 * its timers and exit-intent listeners have started.
 */
export async function waitForEngagement(page: Page) {
  await waitForHydration(page)
  await expect(page.locator('[data-layer=purchase-notice]')).toBeAttached()
}

/**
 * Installs a fake clock that stands still until the test moves it (clock.runFor). An installed clock runs until it
 * is paused, and pausing at a time already past throws: a busy CI machine once took over a second between the two
 * calls. So it is paused a minute ahead, before any page has a timer to fire.
 */
export async function stopClock(page: Page) {
  const start = new Date('2026-01-15T10:00:00Z')
  await page.clock.install({ time: start })
  await page.clock.pauseAt(new Date(start.getTime() + 60_000))
}
