import { expect, test, waitForHydration } from './fixtures.ts'

test.describe('analytics log', () => {
  test('keeps the last 50 events, with page views, buy clicks and theme changes', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.evaluate(() => localStorage.removeItem('launchkit-analytics'))
    for (let index = 0; index < 30; index++) await page.getByRole('button', { name: /^Theme:/ }).click()
    await page
      .locator('header')
      .getByRole('link', { name: /Buy Template/ })
      .click({ modifiers: ['Control'] })
    for (let index = 0; index < 25; index++) await page.getByRole('button', { name: /^Theme:/ }).click()
    const log = JSON.parse((await page.evaluate(() => localStorage.getItem('launchkit-analytics'))) ?? '[]') as {
      event: string
      properties: Record<string, unknown>
      timestamp: string
    }[]
    expect(log.filter((entry) => entry.event !== 'theme_change').map((entry) => entry.event)).toEqual(['buy_click'])
    expect(log).toHaveLength(50)
    expect(log.filter((entry) => entry.event === 'theme_change')).toHaveLength(49)
    expect(log.find((entry) => entry.event === 'buy_click')?.properties).toEqual({
      plan: 'buyTemplate',
      href: 'https://store.launchkit.dev/buy/template',
    })
    expect(new Date(log[0]!.timestamp).getTime()).not.toBeNaN()
  })

  test('logs a page view per navigation', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.locator('footer').getByRole('link', { name: 'FAQ' }).click()
    await expect(page).toHaveURL(/\/faq$/)
    // The view is logged when the router has resolved the new page, just after the URL changes.
    const views = () =>
      page.evaluate(() =>
        (
          JSON.parse(localStorage.getItem('launchkit-analytics') ?? '[]') as {
            event: string
            properties: { path: string }
          }[]
        )
          .filter((entry) => entry.event === 'page_view')
          .map((entry) => entry.properties.path),
      )
    await expect.poll(views).toEqual(['/', '/faq'])
  })
})
