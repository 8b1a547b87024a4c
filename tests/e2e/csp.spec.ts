import type { Page } from '@playwright/test'
import { expect, routes, stopClock, test, waitForEngagement, waitForHydration } from './fixtures.ts'

test.use({ engagement: true, ignoreHTTPSErrors: true })

/** Records every Content-Security-Policy violation the page reports. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    )
  })
}
const violations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)

test('the page carries its policy as a meta tag, and the header adds what a meta cannot', async ({ request, page }) => {
  const response = await request.get('/features')
  const header = response.headers()['content-security-policy']!
  expect(header).toBe("frame-ancestors 'none'; object-src 'none'; base-uri 'none'")
  expect(response.headers()['x-content-type-options']).toBe('nosniff')
  expect(response.headers()['permissions-policy']).toContain('camera=()')
  await page.goto('/features')
  const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')
  expect(meta).not.toContain('frame-ancestors')
  expect(meta).toContain("script-src 'self' 'sha256-")
  expect(meta).toContain("object-src 'none'")
  expect(meta).toContain("base-uri 'none'")
  expect(meta).toContain("connect-src 'self' https://api.openai.com")
  expect(meta).toContain("img-src 'self' https://i.pravatar.cc")
})

test('an injected script is blocked and reported, so the checks below can fail', async ({ page }) => {
  await recordViolations(page)
  await page.goto('/')
  await waitForHydration(page)
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = '(window as any).injected = true'.replace(' as any', '')
    document.body.append(script)
  })
  // Reported by the meta policy, which holds the script rules.
  await expect.poll(async () => (await violations(page)).length).toBeGreaterThan(0)
  for (const violation of await violations(page)) expect(violation).toMatch(/^script-src/)
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined()
})

for (const route of [...routes, '/no-such-page']) {
  test(`${route}: no CSP violation with the chat answering and both popups shown`, async ({ page }) => {
    await recordViolations(page)
    await stopClock(page)
    await page.goto(route)
    await waitForEngagement(page)
    await page.clock.runFor(3_100)
    await expect(page.locator('[data-layer=purchase-notice] p')).toHaveCount(1)
    await page.clock.runFor(7_000)
    await expect(page.getByRole('dialog', { name: /Get the template/ })).toBeVisible()
    await page.clock.resume()
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Open chat assistant' }).click()
    const input = page.getByRole('dialog').getByRole('textbox', { name: /Ask about/ })
    await input.fill('What is your refund policy?')
    await input.press('Enter')
    await expect(page.getByRole('list', { name: 'Conversation' })).toContainText('30-day money-back guarantee')
    await page
      .getByRole('list', { name: 'Conversation' })
      // The messages, not the list lines inside a reply.
      .locator(':scope > li')
      .last()
      .getByRole('button', { name: 'Helpful', exact: true })
      .click()
    await expect(page.getByText('Thanks for the feedback!')).toBeVisible()
    expect(await violations(page)).toEqual([])
  })
}

test.describe('with the AI provider', () => {
  test('a streamed AI reply causes no CSP violation', async ({ page, provider }) => {
    await recordViolations(page)
    await page.addInitScript(() => {
      sessionStorage.setItem('launchkit-exit-popup-shown', '1')
      sessionStorage.setItem('launchkit-purchase-notices-dismissed', '1')
    })
    await page.goto('/pricing')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Open chat assistant' }).click()
    const panel = page.getByRole('dialog')
    await panel.getByRole('button', { name: 'Chat settings' }).click()
    await panel.getByLabel('OpenAI API key').fill('sk-test-csp')
    await panel.getByRole('button', { name: 'Save key' }).click()
    provider.stream(['Yes, see [pricing](/pricing).'])
    const input = panel.getByRole('textbox', { name: /Ask about/ })
    await input.fill('Client work?')
    await input.press('Enter')
    await expect(page.getByRole('list', { name: 'Conversation' })).toContainText('Yes, see pricing.')
    expect(await violations(page)).toEqual([])
  })
})
