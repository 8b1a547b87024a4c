import { expect, routes, test, waitForHydration } from './fixtures.ts'

test.describe('hydration', () => {
  for (const route of [...routes, '/missing-page']) {
    test(`${route} hydrates with no console error or warning`, async ({ page, consoleProblems }) => {
      await page.goto(route)
      await waitForHydration(page)
      // The deferred accordion code loads at idle; wait for the network to settle so its hydration is covered too.
      await page.waitForLoadState('networkidle')
      // Chromium logs the 404 status of the not-found page's own document; nothing else may appear.
      const expected =
        route === '/missing-page'
          ? ['error: Failed to load resource: the server responded with a status of 404 (Not Found)']
          : []
      expect(consoleProblems).toEqual(expected)
    })
  }
})

test('client-side navigation does not reload the document', async ({ page, consoleProblems }) => {
  await page.goto('/')
  await waitForHydration(page)
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1)
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'))
  await page.locator('footer').getByRole('link', { name: 'Documentation' }).click()
  await expect(page).toHaveURL(/\/documentation$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Everything you need to build')
  await expect(page).toHaveTitle('Documentation — LaunchKit')
  // Home's structured data (its plans and questions) no longer describes the page shown.
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0)
  await page.locator('footer').getByRole('link', { name: 'Refund Policy' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Refund Policy')
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', 'https://launchkit.dev/refund-policy')
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document')
  expect(consoleProblems).toEqual([])
})

test('an anchor on another page lands on its section after navigation', async ({ page }) => {
  await page.goto('/faq')
  await waitForHydration(page)
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'))
  await page.locator('footer').getByRole('link', { name: 'Pricing', exact: true }).click()
  await expect(page).toHaveURL(/\/#pricing$/)
  await expect(page.locator('#pricing')).toBeInViewport()
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document')
})

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/features')
  await waitForHydration(page)
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()
})

test('back after a client-side navigation returns to where the visitor had scrolled', async ({ page }) => {
  await page.goto('/pricing')
  await waitForHydration(page)
  // The page's own chunk and the router's first scroll restoration come after the header hydrates: on a busy CI
  // machine they landed after the scroll below and put it back to the top.
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => window.scrollTo(0, 1200))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'AI Agent' }).click()
  await expect(page).toHaveURL(/\/ai-agent$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await page.goBack()
  await expect(page).toHaveURL(/\/pricing$/)
  // Restored near, not exactly: the same with the server-side restoration script (TanStack restores before the
  // page's lazy content has its full height).
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600)
})
