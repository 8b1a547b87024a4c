import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import type { FakeProvider } from './fake-provider/server.ts'
import { expect, test, waitForHydration } from './fixtures.ts'

const key = 'sk-test-0123456789abcdefSECRET'
test.use({ ignoreHTTPSErrors: true })

async function openChat(page: Page, route = '/pricing') {
  await page.goto(route)
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Open chat assistant' }).click()
  const panel = page.getByRole('dialog', { name: 'LaunchKit Assistant' })
  await expect(panel).toBeVisible()
  return panel
}

async function saveKey(page: Page) {
  const panel = page.getByRole('dialog')
  await panel.getByRole('button', { name: 'Chat settings' }).click()
  await panel.getByLabel('OpenAI API key').fill(key)
  await panel.getByRole('button', { name: 'Save key' }).click()
  await expect(page.getByText('API key saved')).toBeVisible()
}

async function ask(page: Page, question: string) {
  const input = page.getByRole('dialog').getByRole('textbox', { name: /Ask about the template/ })
  await input.fill(question)
  await input.press('Enter')
}

const conversation = (page: Page) => page.getByRole('list', { name: 'Conversation' })
/**
 * The messages of the conversation: not the list items inside a reply, and not the "Thinking…" line, which is a list
 * item too. Counting it made "three items" true before the reply had arrived, and the next step raced the answer.
 */
const messages = (page: Page) => conversation(page).locator(':scope > li:has(time)')

test('without a key: welcome with the warning, a knowledge-base answer, and related links that navigate in-app', async ({
  page,
  consoleProblems,
  provider,
}) => {
  const panel = await openChat(page)
  await expect(panel.getByRole('textbox', { name: /Ask about the template/ })).toBeFocused()
  await expect(conversation(page)).toContainText("Hi! I'm the LaunchKit assistant")
  await expect(conversation(page)).toContainText('No OpenAI API key is set')
  await expect(panel.getByText('Quick questions:')).toBeVisible()
  await expect(panel.getByRole('button', { name: 'What is your refund policy?' })).toBeVisible()
  await expect(panel.getByText('Press Enter to send, Shift+Enter for new line')).toBeVisible()

  await ask(page, 'Can I use it for client work?')
  const reply = messages(page).last()
  await expect(reply).toContainText('No OpenAI API key is set. Here is the answer from our knowledge base:')
  await expect(reply).toContainText('from the Professional plan upward you may build unlimited client projects')
  await expect(reply.getByRole('time')).toHaveText(/^\d{2}:\d{2}$/)
  await expect(panel.getByText('Related pages:')).toBeVisible()

  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'))
  await panel.getByRole('link', { name: 'License Terms' }).click()
  await expect(page).toHaveURL(/\/license-terms$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('License Terms')
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document')
  expect(provider.requests).toHaveLength(0)
  expect(consoleProblems).toEqual([])
})

test('saving a blank key is refused; a saved key streams the reply and Stop keeps the partial text', async ({
  page,
  provider,
}) => {
  const panel = await openChat(page)
  await panel.getByRole('button', { name: 'Chat settings' }).click()
  await expect(panel.getByText('Quick questions:')).toBeHidden()
  await expect(panel.getByRole('textbox', { name: /Ask about the template/ })).toBeHidden()
  await panel.getByRole('button', { name: 'Save key' }).click()
  await expect(page.getByText('API key required')).toBeVisible()
  await expect(page.getByText('Please enter your OpenAI API key')).toBeVisible()
  await panel.getByLabel('OpenAI API key').fill(key)
  await panel.getByRole('button', { name: 'Save key' }).click()
  await expect(page.getByText('API key saved')).toBeVisible()
  await expect(page.getByText('You can now chat with the AI assistant')).toBeVisible()

  provider.requests.length = 0
  const stream = provider.stream(['The Professional', ' plan covers', ' client work.'], 1)
  await ask(page, 'Can I use it for client work?')
  const reply = messages(page).last()
  await expect(reply).toContainText('The Professional')
  await expect(reply).not.toContainText('client work.')
  await expect(panel.getByText('AI is thinking...')).toBeHidden()
  // Typing goes on while the reply streams; only sending waits.
  const field = panel.getByRole('textbox', { name: /Ask about the template/ })
  await expect(field).toBeFocused()
  await field.pressSequentially('next question')
  await field.press('Enter')
  await expect(field).toHaveValue('next question')
  await expect(panel.getByRole('button', { name: 'What is your refund policy?' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await panel.getByRole('button', { name: 'Stop generating' }).click()
  stream.release()
  await expect(panel.getByRole('button', { name: 'Send message' })).toBeEnabled()
  await expect(reply).toContainText('The Professional')
  await expect(reply).toContainText('This reply was cut off.')
  await expect(reply).not.toContainText('client work.')
  await expect(page.getByText('Failed to get AI response')).toHaveCount(0)
  await expect(field).toBeFocused()
  await expect(field).toHaveValue('next question')

  const [request] = provider.requests
  expect(request!.path).toBe('/v1/chat/completions')
  expect(request!.authorization).toBe(`Bearer ${key}`)
  expect(request!.body).toMatchObject({ model: 'gpt-4-turbo-preview', max_tokens: 500, temperature: 0.7, stream: true })
  const [system, ...rest] = request!.body.messages
  expect(system!.role).toBe('system')
  expect(system!.content).toContain('/pricing')
  expect(system!.content).toContain('under 150 words')
  expect(system!.content).toContain('Professional covers unlimited personal and client projects')
  expect(rest.at(-1)).toEqual({ role: 'user', content: 'Can I use it for client work?' })
})

test('a streamed reply shows the typing indicator until the first token, then completes', async ({
  page,
  provider,
}) => {
  const panel = await openChat(page)
  await saveKey(page)
  const stream = provider.stream(['Yes, ', 'refunds take **5-7 business days**.'], 0)
  await ask(page, 'refund?')
  await expect(panel.getByText('AI is thinking...')).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Send message' })).toHaveCount(0)
  stream.release()
  const reply = messages(page).last()
  await expect(reply).toContainText('Yes, refunds take 5-7 business days.')
  await expect(reply.locator('strong')).toHaveText('5-7 business days')
  await expect(panel.getByText('AI is thinking...')).toBeHidden()
  await expect(panel.getByRole('status')).toHaveText('Yes, refunds take 5-7 business days.')
})

const failures = [
  {
    name: '401',
    setup: (provider: FakeProvider) =>
      provider.fail(401, { message: 'Incorrect API key provided', code: 'invalid_api_key' }),
    reply: 'Invalid API key. Please check your OpenAI API key and try again.',
    requests: 1,
  },
  {
    name: 'insufficient_quota 429 (never retried)',
    setup: (provider: FakeProvider) =>
      provider.fail(429, {
        message: 'You exceeded your current quota',
        type: 'insufficient_quota',
        code: 'insufficient_quota',
      }),
    reply: 'Your OpenAI account has run out of credit.',
    requests: 1,
  },
  {
    name: '429 with retry-after',
    setup: (provider: FakeProvider) =>
      provider.fail(429, { message: 'Rate limit reached', code: 'rate_limit_exceeded' }, { 'retry-after': '1' }),
    reply: 'API rate limit exceeded. Please wait a moment and try again. You can try again in 1 seconds.',
    requests: 3,
  },
  {
    name: '500 after retries',
    setup: (provider: FakeProvider) => provider.fail(500, { message: 'Server error' }),
    reply: 'Failed to get AI response. Please try again.',
    requests: 3,
  },
]

for (const failure of failures) {
  test(`${failure.name}: the reason in the conversation and the toast, then the knowledge-base answer`, async ({
    page,
    provider,
  }) => {
    await openChat(page)
    await saveKey(page)
    failure.setup(provider)
    provider.requests.length = 0
    await ask(page, 'What is your refund policy?')
    const reply = messages(page).last()
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Error' })
    await expect(toast).toContainText(failure.reply, { timeout: 15_000 })
    // Every failure says why in the conversation; this question has an answer offline, so it follows, marked.
    await expect(reply).toContainText(failure.reply)
    await expect(reply).toContainText('Here is the answer from our knowledge base:')
    await expect(reply).toContainText('30-day money-back guarantee')
    expect(provider.requests).toHaveLength(failure.requests)
    const log = await page.evaluate(() => localStorage.getItem('launchkit-analytics') ?? '')
    expect(log).toContain('"reason":"api_error"')
  })
}

test('a network failure falls back to the knowledge base with the reason and a toast', async ({ page }) => {
  await openChat(page)
  await saveKey(page)
  await page.route('https://api.openai.com/**', (route) => route.abort('internetdisconnected'))
  await ask(page, 'How do I install it?')
  const reply = messages(page).last()
  await expect(reply).toContainText('Could not reach OpenAI. Please check your connection.', { timeout: 15_000 })
  await expect(reply).toContainText('Setup takes five steps')
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Could not reach OpenAI' })).toBeVisible()
})

test('Enter sends, Shift+Enter adds a line, and send is disabled while empty', async ({ page }) => {
  const panel = await openChat(page)
  const input = panel.getByRole('textbox', { name: /Ask about the template/ })
  await expect(panel.getByRole('button', { name: 'Send message' })).toBeDisabled()
  await input.fill('   ')
  await expect(panel.getByRole('button', { name: 'Send message' })).toBeDisabled()
  await input.press('Enter')
  await expect(messages(page)).toHaveCount(1)
  await input.fill('first line')
  await input.press('Shift+Enter')
  await input.pressSequentially('second line')
  await expect(input).toHaveValue('first line\nsecond line')
  await input.press('Enter')
  await expect(input).toHaveValue('')
  await expect(messages(page).nth(1)).toContainText('first line\nsecond line')
  const box = await input.boundingBox()
  expect(box!.height).toBeGreaterThanOrEqual(44)
})

test('copy and feedback show their toasts; feedback is stored with the message id', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const panel = await openChat(page)
  await ask(page, 'What is your refund policy?')
  const reply = messages(page).last()
  await reply.hover()
  await reply.getByRole('button', { name: 'Copy message' }).click()
  await expect(page.getByText('Copied to clipboard')).toBeVisible()
  // The reply's markdown, as written.
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
    '**What is your refund policy?**\n\nWe offer a 30-day money-back guarantee',
  )
  await reply.getByRole('button', { name: 'Helpful', exact: true }).click()
  await expect(page.getByText('Thanks for the feedback!')).toBeVisible()
  await reply.getByRole('button', { name: 'Not helpful' }).click()
  await expect(page.getByText("We'll improve our responses")).toBeVisible()
  const feedback = JSON.parse((await page.evaluate(() => localStorage.getItem('launchkit-chat-feedback'))) ?? '{}')
  expect(Object.values(feedback)).toEqual([false])
  expect(Object.keys(feedback)[0]).toMatch(/\w+-\w+/)
  await expect(panel).toBeVisible()
})

test('the key is saved, forgotten, and never leaks into analytics or the page', async ({ page, provider }) => {
  await openChat(page)
  await saveKey(page)
  expect(await page.evaluate(() => localStorage.getItem('launchkit-openai-key'))).toBe(key)
  provider.stream(['Fine.'])
  await ask(page, 'hello there')
  await expect(messages(page).last()).toContainText('Fine.')
  const html = await page.content()
  expect(html).not.toContain(key)
  const storage = await page.evaluate(
    () =>
      JSON.stringify({ ...localStorage, 'launchkit-openai-key': undefined }) + JSON.stringify({ ...sessionStorage }),
  )
  expect(storage).not.toContain(key)
  expect(storage).toContain('chat_message_sent')

  const panel = page.getByRole('dialog')
  await panel.getByRole('button', { name: 'Chat settings' }).click()
  await panel.getByRole('button', { name: 'Forget key' }).click()
  await expect(page.getByText('API key removed')).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('launchkit-openai-key'))).toBeNull()
})

test('markdown and HTML payloads in a reply never become script, handlers or dangerous links', async ({
  page,
  provider,
}) => {
  await openChat(page)
  await saveKey(page)
  const payloads = [
    '<script>window.__xss = 1</script>',
    '<img src=x onerror="window.__xss = 2">',
    '[click me](javascript:window.__xss=3)',
    '[data](data:text/html,<script>window.__xss=4</script>)',
    '<a href="javascript:window.__xss=5">a</a>',
    '[ok](/pricing) and [out](https://example.com/docs)',
  ]
  provider.stream([payloads.join('\n\n')])
  await ask(page, 'show me')
  const reply = messages(page).last()
  await expect(reply).toContainText('click me')
  expect(await reply.locator('script, img, iframe, object').count()).toBe(0)
  expect(await reply.locator('[onerror], [onclick], [onload]').count()).toBe(0)
  const hrefs = await reply
    .locator('a')
    .evaluateAll((links: HTMLAnchorElement[]) =>
      links.map((link) => [link.getAttribute('href'), link.getAttribute('rel')]),
    )
  expect(hrefs).toEqual([
    ['/pricing', null],
    ['https://example.com/docs', 'noopener noreferrer'],
  ])
  await reply.getByText('click me').click()
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
})

test('Escape closes the panel and returns focus to the button; the conversation survives a reload', async ({
  page,
}) => {
  const panel = await openChat(page)
  await ask(page, 'docs')
  await expect(messages(page)).toHaveCount(3)
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(page.getByRole('button', { name: 'Open chat assistant' })).toBeFocused()
  await page.reload()
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Open chat assistant' }).click()
  await expect(messages(page)).toHaveCount(3)
  await expect(conversation(page)).toContainText('What the docs include')
})

test('the panel is 384 × 600 on desktop, at most 80% of a short window, and the whole screen on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  let panel = await openChat(page)
  const box = (await panel.boundingBox())!
  expect([Math.round(box.width), Math.round(box.height)]).toEqual([384, 600])
  // The panel is sized from visualViewport on its resize event, a frame or so after the window changes.
  const frame = async () => {
    const { x, y, width, height } = (await panel.boundingBox())!
    return [x, y, width, height].map(Math.round)
  }
  await page.setViewportSize({ width: 1280, height: 600 })
  await expect.poll(async () => (await frame())[3]).toBeLessThanOrEqual(600 * 0.8 + 1)
  expect((await frame())[1]).toBeGreaterThanOrEqual(0)

  await page.setViewportSize({ width: 375, height: 740 })
  panel = page.getByRole('dialog')
  await expect.poll(frame).toEqual([0, 0, 375, 740])
})

test('on a short phone panel (the on-screen keyboard is up) the conversation keeps the room while the visitor types', async ({
  page,
}) => {
  // Chromium shrinks the viewport for the keyboard; the panel follows visualViewport.
  await page.setViewportSize({ width: 375, height: 380 })
  const panel = await openChat(page, '/')
  await ask(page, 'how long are refunds processed')
  await expect(messages(page)).toHaveCount(3)
  const field = panel.getByRole('textbox', { name: /Ask about the template/ })
  await expect(field).toBeFocused()
  const chip = panel.getByRole('group', { name: 'Quick questions:' }).getByRole('button').first()
  await expect(chip).toBeHidden()
  await expect(panel.getByText('Related pages:')).toBeHidden()
  await expect(panel.getByText('Press Enter to send')).toBeHidden()
  const room = async () => (await conversation(page).boundingBox())!.height / (await panel.boundingBox())!.height
  expect(await room()).toBeGreaterThan(0.5)

  // Not typing: the quick questions come back, in one row, and answer.
  await field.blur()
  await expect(chip).toBeVisible()
  await chip.click()
  await expect(messages(page)).toHaveCount(5)

  // A tall phone screen shows everything.
  await page.setViewportSize({ width: 375, height: 740 })
  await expect(panel.getByText('Related pages:')).toBeVisible()
  await expect(panel.getByText('Press Enter to send')).toBeVisible()
})

for (const scheme of ['light', 'dark'] as const) {
  test(`no serious or critical axe violations with the panel open (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme })
    await openChat(page)
    await ask(page, 'Can I use it for client work?')
    await expect(messages(page)).toHaveCount(3)
    const results = await new AxeBuilder({ page })
      .include('#chat-panel')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
      .analyze()
    expect(
      results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => violation.id),
    ).toEqual([])
  })
}
