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
