import { expect, test, waitForHydration } from './fixtures.ts'

test('an unknown address returns 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page Not Found')
  await expect(page.getByText("doesn't exist or has been moved")).toBeVisible()
  await expect(page).toHaveTitle('Page Not Found — LaunchKit')
  await expect(page.locator('link[rel=canonical]')).toHaveCount(0)
  const main = page.locator('main')
  await expect(main.getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/#features')
  await expect(main.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/#pricing')
  await expect(main.getByRole('link', { name: 'Testimonials' })).toHaveAttribute('href', '/#testimonials')
  await expect(main.getByRole('link', { name: /Buy Template/ })).toHaveAttribute('target', '_blank')
})

test('Go Back returns through the browser history, Back to Home goes home', async ({ page }) => {
  await page.goto('/pricing')
  await page.goto('/missing')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Go Back' }).click()
  await expect(page).toHaveURL(/\/pricing$/)
  await page.goto('/missing')
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Back to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Launch a landing page')
})
