import { expect, routes, stopClock, test, waitForEngagement, waitForHydration } from './fixtures.ts'

test.use({ engagement: true, ignoreHTTPSErrors: true })

// Every write to localStorage and sessionStorage fails, as when storage is full or blocked by policy.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    }
  })
})

test('every route renders and hydrates with no console error when storage writes throw', async ({
  page,
  consoleProblems,
}) => {
  for (const route of routes) {
    await page.goto(route)
    await waitForHydration(page)
    await expect(page.locator('h1')).toHaveCount(1)
  }
  await page.getByRole('button', { name: /^Theme:/ }).click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  expect(consoleProblems).toEqual([])
})

test.describe('the chat', () => {
  test('keeps the key in memory, says so, and still answers', async ({ page, consoleProblems, provider }) => {
    await page.goto('/pricing')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Open chat assistant' }).click()
    const panel = page.getByRole('dialog', { name: 'LaunchKit Assistant' })
    await panel.getByRole('button', { name: 'Chat settings' }).click()
    await panel.getByLabel('OpenAI API key').fill('sk-memory-only')
    await panel.getByRole('button', { name: 'Save key' }).click()
    await expect(page.getByText('API key kept for this page only')).toBeVisible()
    provider.stream(['Answered with the key from memory.'])
    const input = panel.getByRole('textbox', { name: /Ask about/ })
    await input.fill('Can I use it for client work?')
    await input.press('Enter')
    await expect(page.getByRole('list', { name: 'Conversation' })).toContainText('Answered with the key from memory.')
    expect(provider.requests.at(-1)!.authorization).toBe('Bearer sk-memory-only')
    expect(consoleProblems).toEqual([])
  })
})

test('popups still run, at most once, when sessionStorage cannot remember them', async ({ page, consoleProblems }) => {
  await stopClock(page)
  await page.goto('/')
  await waitForEngagement(page)
  await page.clock.runFor(10_100)
  const offer = page.getByRole('dialog', { name: /Get the template/ })
  await expect(offer).toBeVisible()
  await page.clock.resume()
  await page.keyboard.press('Escape')
  await expect(offer).toHaveCount(0)
  await page.mouse.move(500, 300)
  await page.mouse.move(500, -10)
  await expect(offer).toHaveCount(0)
  expect(consoleProblems).toEqual([])
})
