import type { Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures.ts'

const entryChunk = /\/assets\/entry-client-[^/]+\.js$/

/**
 * Holds back the app's entry script until `release()`: the page has painted and shows its buttons, but no
 * JavaScript of ours but the boot script runs, as on a phone in the second after the first paint.
 */
async function holdEntry(page: Page) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  let requested!: () => void
  const isRequested = new Promise<void>((resolve) => (requested = resolve))
  await page.route(entryChunk, async (route) => {
    requested()
    await released
    await route.continue()
  })
  return { requested: isRequested, release }
}

test.describe('a press before the page has hydrated', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('a tap on the chat button opens the chat once the page is ready', async ({ page, consoleProblems }) => {
    const entry = await holdEntry(page)
    await page.goto('/')
    await entry.requested
    const launcher = page.getByRole('button', { name: 'Open chat assistant' })
    await launcher.tap()
    // A second tap, because nothing happened, still counts once.
    await launcher.tap()
    // Still the static page: React has not touched it.
    expect(await page.evaluate(() => Object.keys(document.querySelector('header')!))).toEqual([])
    entry.release()
    await waitForHydration(page)
    await expect(page.getByRole('dialog', { name: 'LaunchKit Assistant' })).toBeVisible()
    await expect(page.locator('[data-layer=chat-button]')).toHaveAttribute('aria-expanded', 'true')
    expect(consoleProblems).toEqual([])
  })

  test('Enter on the focused theme button switches the theme once the page is ready', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    const entry = await holdEntry(page)
    await page.goto('/pricing')
    await entry.requested
    const toggle = page.getByRole('button', { name: /^Theme: System/ })
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'system')
    entry.release()
    await waitForHydration(page)
    // One step from system: light, dark, system, so the next is light.
    await expect(page.getByRole('button', { name: /^Theme: Light/ })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  })

  test("a tap on a FAQ question, in the page's own chunk, opens its answer once the page is ready", async ({
    page,
  }) => {
    const entry = await holdEntry(page)
    await page.goto('/faq')
    await entry.requested
    const question = page.locator('#questions').getByRole('button').first()
    await question.tap()
    await expect(question).toHaveAttribute('aria-expanded', 'false')
    entry.release()
    await waitForHydration(page)
    await expect(question).toHaveAttribute('aria-expanded', 'true')
    // Its answer shows. (Not found by id: Radix may take over the accordion here and give the parts new ids.)
    const answers = page.locator('#questions').getByRole('region')
    await expect(answers).toHaveCount(1)
    await expect(answers).toBeVisible()
  })
})
