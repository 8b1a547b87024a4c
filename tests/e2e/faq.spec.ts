import type { Locator, Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures.ts'

const radixChunk = /\/assets\/faq-radix-[^/]+\.js$/

/** Radix has taken over the accordion (it marks its triggers as collection items). */
const radixActive = (faq: Locator) =>
  expect(faq.getByRole('button').first()).toHaveAttribute('data-radix-collection-item', '')

/** Holds back the Radix accordion's chunk until `release()`, to act in the moment before it arrives. */
async function holdRadix(page: Page) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  let url!: (value: string) => void
  const requested = new Promise<string>((resolve) => (url = resolve))
  await page.route(radixChunk, async (route) => {
    url(route.request().url())
    await released
    await route.continue()
  })
  return { requested, release }
}

for (const route of ['/', '/faq']) {
  test(`${route}: the FAQ opens one answer at a time and can collapse`, async ({ page }) => {
    await page.goto(route)
    await waitForHydration(page)
    const faq = page.locator(route === '/' ? '#faq' : '#questions')
    const triggers = faq.getByRole('button')
    const first = triggers.nth(0)
    const second = triggers.nth(1)
    await first.click()
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    await radixActive(faq)
    const firstPanel = page.locator(`#${await first.getAttribute('aria-controls')}`)
    await expect(firstPanel).toBeVisible()
    await expect(firstPanel).toHaveAttribute('role', 'region')

    await second.click()
    await expect(second).toHaveAttribute('aria-expanded', 'true')
    await expect(first).toHaveAttribute('aria-expanded', 'false')
    await expect(firstPanel).toBeHidden()

    await second.click()
    await expect(second).toHaveAttribute('aria-expanded', 'false')
    await expect(faq.locator('[data-state=open]')).toHaveCount(0)
  })
}

for (const rendering of ['Radix', 'plain'] as const) {
  test(`the ${rendering} FAQ works by keyboard: Enter, arrows that wrap, Home and End`, async ({ page }) => {
    const radix = rendering === 'plain' ? await holdRadix(page) : null
    await page.goto('/faq')
    await waitForHydration(page)
    const faq = page.locator('#questions')
    const triggers = faq.getByRole('button')
    if (radix) await radix.requested
    else await radixActive(faq)
    await triggers.first().focus()
    await page.keyboard.press('Enter')
    await expect(triggers.first()).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('ArrowDown')
    await expect(triggers.nth(1)).toBeFocused()
    await page.keyboard.press('End')
    await expect(triggers.last()).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(triggers.first()).toBeFocused()
    await page.keyboard.press('ArrowUp')
    await expect(triggers.last()).toBeFocused()
    await page.keyboard.press('Home')
    await expect(triggers.first()).toBeFocused()
    // Still the rendering under test: the keys did not wait for Radix.
    if (radix) await expect(triggers.first()).not.toHaveAttribute('data-radix-collection-item')
  })
}

test('before Radix arrives the answers already open, and the open answer and focus carry over', async ({ page }) => {
  const radix = await holdRadix(page)
  await page.goto('/faq')
  await waitForHydration(page)
  await radix.requested // the FAQ is in view, so its accordion is on its way
  const faq = page.locator('#questions')
  const first = faq.getByRole('button').first()
  await first.click()
  await expect(first).toHaveAttribute('aria-expanded', 'true')
  await expect(page.locator(`#${await first.getAttribute('aria-controls')}`)).toBeVisible()
  await expect(first).not.toHaveAttribute('data-radix-collection-item')

  radix.release()
  await radixActive(faq)
  await expect(first).toHaveAttribute('aria-expanded', 'true')
  await expect(first).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(faq.getByRole('button').nth(1)).toBeFocused()
})

test('a press that starts before Radix arrives still clicks the question it started on', async ({ page }) => {
  const radix = await holdRadix(page)
  await page.goto('/faq')
  await waitForHydration(page)
  const url = await radix.requested
  const faq = page.locator('#questions')
  const second = faq.getByRole('button').nth(1)
  await second.hover()
  await page.mouse.down()
  radix.release()
  // Once the module has run, the accordion would swap; while the button is held down it must not.
  await page.evaluate((src) => import(src), url)
  await expect(second).not.toHaveAttribute('data-radix-collection-item')
  await page.mouse.up()
  await expect(second).toHaveAttribute('aria-expanded', 'true')
  await radixActive(faq)
  await expect(second).toHaveAttribute('aria-expanded', 'true')
})

test('the home page loads the Radix accordion only when the FAQ comes near', async ({ page }) => {
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  await page.goto('/')
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  expect(requests.filter((url) => radixChunk.test(url))).toEqual([])
  const loaded = page.waitForRequest(radixChunk)
  await page.locator('#faq').scrollIntoViewIfNeeded()
  await loaded
  await radixActive(page.locator('#faq'))
})
