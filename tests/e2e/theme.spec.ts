import { expect, test, waitForHydration } from './fixtures.ts'

test.describe('theme before hydration', () => {
  // Block the app's scripts: only the inline theme script runs, as in the moment before hydration.
  test.beforeEach(async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort())
  })

  test('follows a dark system preference on first visit', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/')
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  })

  test('follows a light system preference on first visit', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/')
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
  })

  test('a stored choice wins over the system preference', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.addInitScript(() => localStorage.setItem('theme', 'light'))
    await page.goto('/')
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
  })

  test('blocked storage still gets the system theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get: () => {
          throw new DOMException('blocked', 'SecurityError')
        },
      })
    })
    await page.goto('/')
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  })
})

test('the toggle cycles light, dark and system, and the choice survives a reload', async ({
  page,
  consoleProblems,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/')
  await waitForHydration(page)
  const toggle = page.getByRole('button', { name: /^Theme:/ })
  await expect(toggle).toHaveAccessibleName('Theme: System')
  await toggle.click()
  await expect(toggle).toHaveAccessibleName('Theme: Light')
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light')

  await page.reload()
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
  await waitForHydration(page)
  await expect(toggle).toHaveAccessibleName('Theme: Light')
  await toggle.click()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await toggle.click()
  await expect(toggle).toHaveAccessibleName('Theme: System')
  await page.emulateMedia({ colorScheme: 'light' })
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
  expect(consoleProblems).toEqual([])
})
