import { expect, routes, test, waitForHydration } from './fixtures.ts'

test.use({ viewport: { width: 375, height: 800 } })

test('the mobile menu opens, navigates and closes', async ({ page }) => {
  await page.goto('/faq')
  await waitForHydration(page)
  const toggle = page.getByRole('button', { name: 'Open menu' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(page.locator('#mobile-menu')).toBeHidden()
  await toggle.click()
  const menu = page.locator('#mobile-menu')
  await expect(menu).toBeVisible()
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
  await menu.getByRole('link', { name: 'Testimonials' }).click()
  await expect(page).toHaveURL(/\/#testimonials$/)
  await expect(menu).toBeHidden()
  await expect(page.locator('#testimonials')).toBeInViewport()

  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(menu).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
})

test('nothing overflows horizontally at 375 px', async ({ page }) => {
  for (const route of [...routes, '/missing']) {
    await page.goto(route)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow, route).toBeLessThanOrEqual(0)
  }
})

test("a toast in the full-screen chat leaves the panel's header and its close button uncovered", async ({ page }) => {
  await page.goto('/pricing')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Open chat assistant' }).click()
  const panel = page.getByRole('dialog', { name: 'LaunchKit Assistant' })
  await panel.getByRole('button', { name: 'Chat settings' }).click()
  await panel.getByRole('button', { name: 'Save key' }).click()
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'API key required' })
  await expect(toast).toBeVisible()
  const header = (await panel.locator('header').boundingBox())!
  // It slides in from above: wait for where it comes to rest.
  await expect.poll(async () => (await toast.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(header.y + header.height)
  // The close button still takes the press.
  await panel.getByRole('button', { name: 'Close chat' }).click()
  await expect(panel).toBeHidden()
})
