import { expect, test, waitForHydration } from './fixtures.ts'

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

test('the FAQ works by keyboard', async ({ page }) => {
  await page.goto('/faq')
  await waitForHydration(page)
  const trigger = page.locator('#questions').getByRole('button').first()
  await trigger.focus()
  await page.keyboard.press('Enter')
  await expect(trigger).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('ArrowDown')
  await expect(page.locator('#questions').getByRole('button').nth(1)).toBeFocused()
})
