import type { Page } from '@playwright/test'
import type { FakeProvider } from './fake-provider/server.ts'
import { expect, test, waitForHydration } from './fixtures.ts'

// The chat holds up on every screen, under a failing provider and with bad data.

test.use({ ignoreHTTPSErrors: true })

const panelOf = (page: Page) => page.getByRole('dialog', { name: 'LaunchKit Assistant' })
const fieldOf = (page: Page) => panelOf(page).getByRole('textbox', { name: /Ask about the template/ })
/** Messages have their time; the "Thinking…" line, also a list item, has none (see chat.spec.ts). */
const messagesOf = (page: Page) => page.getByRole('list', { name: 'Conversation' }).locator(':scope > li:has(time)')

async function openChat(page: Page, route = '/pricing') {
  await page.goto(route)
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Open chat assistant' }).click()
  await expect(panelOf(page)).toBeVisible()
}

async function saveKey(page: Page, key = 'sk-test-resilience') {
  await panelOf(page).getByRole('button', { name: 'Chat settings' }).click()
  await panelOf(page).getByLabel('OpenAI API key').fill(key)
  await panelOf(page).getByRole('button', { name: 'Save key' }).click()
  await expect(page.getByText('API key saved')).toBeVisible()
}

/** Opens the chat with a key saved; with `fakeClock`, time moves only by page.clock (set up before the page loads). */
async function openWithKey(page: Page, { fakeClock = false } = {}) {
  if (fakeClock) await page.clock.install()
  await openChat(page)
  await saveKey(page)
}

async function ask(page: Page, question: string) {
  await fieldOf(page).fill(question)
  await fieldOf(page).press('Enter')
  return messagesOf(page).last()
}

test.describe('the panel fits every screen', () => {
  for (const [width, height] of [
    [320, 568],
    [375, 667],
    [390, 844],
    [740, 360],
    [896, 414],
    [768, 1024],
    [1024, 768],
  ] as const) {
    test(`${width}×${height}: the field and three lines of conversation are on screen`, async ({ page }) => {
      await page.setViewportSize({ width, height })
      await openChat(page)
      const panel = (await panelOf(page).boundingBox())!
      expect(panel.y).toBeGreaterThanOrEqual(0)
      expect(panel.y + panel.height).toBeLessThanOrEqual(height + 0.5)
      expect(panel.x).toBeGreaterThanOrEqual(0)
      expect(panel.x + panel.width).toBeLessThanOrEqual(width + 0.5)
      const field = (await fieldOf(page).boundingBox())!
      expect(field.y).toBeGreaterThanOrEqual(panel.y)
      expect(field.y + field.height).toBeLessThanOrEqual(panel.y + panel.height)
      const list = (await page.getByRole('list', { name: 'Conversation' }).boundingBox())!
      expect(list.height).toBeGreaterThanOrEqual(3 * 20)
      await expect(messagesOf(page).first()).toBeInViewport()
      await expect(page.getByRole('button', { name: 'Send message' })).toBeInViewport()
    })
  }

  test('a long word or address in a message wraps instead of scrolling the conversation sideways', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 })
    await openChat(page)
    await ask(page, `https://example.com/${'a'.repeat(3000)} ${'x'.repeat(2000)}`)
    const list = page.getByRole('list', { name: 'Conversation' })
    await expect(messagesOf(page)).toHaveCount(3)
    const overflow = await list.evaluate((element) => element.scrollWidth - element.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
})

test.describe('focus stays with the visitor', () => {
  test('typing continues while a reply streams, and focus comes back to the field after it', async ({
    page,
    provider,
  }) => {
    await openWithKey(page)
    const stream = provider.stream(['Yes, ', 'it covers client work.'], 1)
    await ask(page, 'client work?')
    await expect(fieldOf(page)).toBeFocused()
    await fieldOf(page).pressSequentially('and refunds?')
    for (let press = 0; press < 5; press++) await fieldOf(page).press('Enter')
    await expect(fieldOf(page)).toHaveValue('and refunds?')
    stream.release()
    await expect(messagesOf(page).last()).toContainText('it covers client work.')
    // The last words can show a moment before the stream ends; the reply is over when Stop turns back into Send.
    await expect(panelOf(page).getByRole('button', { name: 'Stop generating' })).toBeHidden()
    await expect(fieldOf(page)).toBeFocused()
    await fieldOf(page).press('Enter')
    await expect(messagesOf(page).nth(3)).toContainText('and refunds?')
    await expect.poll(() => provider.requests.length).toBe(2)
  })

  test('a quick question keeps focus in the field; Escape closes the panel wherever focus is', async ({ page }) => {
    await openChat(page)
    await panelOf(page).getByRole('button', { name: 'Is it a one-time payment?' }).click()
    await expect(messagesOf(page)).toHaveCount(3)
    await expect(fieldOf(page)).toBeFocused()
    await page.locator('body').click({ position: { x: 5, y: 300 } })
    await page.keyboard.press('Escape')
    await expect(panelOf(page)).toBeHidden()
  })
})

test.describe('a failing provider', () => {
  test('a stream that stops mid-way ends after the idle deadline, keeping what arrived and saying why', async ({
    page,
    provider,
  }) => {
    await openWithKey(page, { fakeClock: true })
    provider.stall(['The Starter plan'])
    const reply = await ask(page, 'what is the starter plan')
    await expect(reply).toContainText('The Starter plan')
    await expect.poll(() => provider.requests.length).toBe(1)
    await page.clock.fastForward(11_000)
    await expect(reply).toContainText('This reply was cut off.')
    await expect(reply).toContainText('OpenAI took too long to answer.')
    await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible()
  })

  test('a provider that never answers ends within the overall deadline, with the offline answer', async ({
    page,
    provider,
  }) => {
    await openWithKey(page, { fakeClock: true })
    provider.hang()
    const reply = await ask(page, 'What is your refund policy?')
    await expect.poll(() => provider.requests.length).toBe(1)
    await page.clock.fastForward(26_000)
    await expect(reply).toContainText('OpenAI took too long to answer.')
    await expect(reply).toContainText('30-day money-back guarantee')
    expect(provider.requests).toHaveLength(1)
  })

  test('a long Retry-After is not waited: the reason says when to try again, and the chat stays free', async ({
    page,
    provider,
  }) => {
    await openWithKey(page)
    provider.fail(429, { message: 'Rate limit reached', code: 'rate_limit_exceeded' }, { 'retry-after': '600' })
    const reply = await ask(page, 'What is your refund policy?')
    await expect(reply).toContainText('You can try again in 600 seconds.')
    await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible()
    expect(provider.requests).toHaveLength(1)
  })

  test('a short Retry-After wait is shown, and Stop ends it at once', async ({ page, provider }) => {
    await openWithKey(page, { fakeClock: true })
    provider.fail(429, { message: 'Rate limit reached', code: 'rate_limit_exceeded' }, { 'retry-after': '10' })
    await ask(page, 'What is your refund policy?')
    await expect(panelOf(page)).toContainText("OpenAI is busy, so I'll try again in 10 s. Press Stop to cancel.")
    await panelOf(page).getByRole('button', { name: 'Stop generating' }).click()
    await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible()
    await expect(panelOf(page)).not.toContainText("I'll try again")
    expect(provider.requests).toHaveLength(1)
  })

  test('unreadable provider data has its own message', async ({ page, provider }) => {
    await openWithKey(page)
    provider.garble()
    const reply = await ask(page, 'What is your refund policy?')
    await expect(reply).toContainText(/OpenAI's reply could not be read|This reply was cut off/)
  })
})

test.describe('messages say what happened', () => {
  test('a key with characters a browser cannot send is refused when saved', async ({ page }) => {
    await openChat(page)
    await panelOf(page).getByRole('button', { name: 'Chat settings' }).click()
    await panelOf(page).getByLabel('OpenAI API key').fill('sk-тест ключ')
    await panelOf(page).getByRole('button', { name: 'Save key' }).click()
    await expect(page.getByText('That key has spaces or characters an OpenAI key never has.')).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('launchkit-openai-key'))).toBeNull()
  })

  test('a failed copy says so', async ({ page, context }) => {
    await context.clearPermissions()
    await openChat(page)
    await page.evaluate(() =>
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
      }),
    )
    const reply = await ask(page, 'refund')
    await reply.hover()
    await reply.getByRole('button', { name: 'Copy message' }).click()
    await expect(page.getByText("Couldn't copy the message. Select its text and copy it yourself.")).toBeVisible()
  })
})

test.describe('nothing in the chat can crash the page', () => {
  test('a reply of 2,000 nested quotes is shown, not a crash', async ({ page, provider, consoleProblems }) => {
    await openWithKey(page)
    provider.stream([`${'>'.repeat(2000)} deep`])
    const reply = await ask(page, 'quote me')
    await expect(reply).toContainText('deep')
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0)
    expect(consoleProblems).toEqual([])
  })

  test('a saved conversation of an older shape is dropped with a note, and the chat works', async ({ page }) => {
    await page.addInitScript(() =>
      sessionStorage.setItem('launchkit-chat-conversation', JSON.stringify({ messages: [{ role: 'x', text: 5 }] })),
    )
    await openChat(page)
    await expect(messagesOf(page).first()).toContainText("Your earlier conversation couldn't be restored")
    const reply = await ask(page, 'refund')
    await expect(reply).toContainText('30-day')
  })

  test('a reply cut off by a reload is marked interrupted and not sent as history', async ({ page, provider }) => {
    await openWithKey(page)
    provider.stream(['The Professional plan'], 1)
    await ask(page, 'client work?')
    await expect(messagesOf(page).last()).toContainText('The Professional plan')
    await page.reload()
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Open chat assistant' }).click()
    await expect(messagesOf(page).last()).toContainText('This reply was cut off.')
    provider.requests.length = 0
    provider.stream(['Sure.'])
    await ask(page, 'and for agencies?')
    await expect(messagesOf(page).last()).toContainText('Sure.')
    const history = provider.requests[0]!.body.messages.slice(1)
    expect(history).toEqual([
      { role: 'user', content: 'client work?' },
      { role: 'user', content: 'and for agencies?' },
    ])
  })

  test('Clear conversation starts afresh', async ({ page }) => {
    await openChat(page)
    await ask(page, 'refund')
    await expect(messagesOf(page)).toHaveCount(3)
    await panelOf(page).getByRole('button', { name: 'Clear conversation' }).click()
    await expect(messagesOf(page)).toHaveCount(1)
    await expect(fieldOf(page)).toBeFocused()
  })
})

test('a failed load of the chat says so, and the next press loads it', async ({ page }) => {
  let fail = true
  await page.route(/chat-chunk-.*\.js$/, (route) => (fail ? route.abort('internetdisconnected') : route.continue()))
  await page.goto('/')
  await waitForHydration(page)
  const button = page.getByRole('button', { name: 'Open chat assistant' })
  await button.click()
  await expect(
    page.getByText("The chat couldn't load. Check your connection and press the button again."),
  ).toBeVisible()
  fail = false
  await button.click()
  await expect(panelOf(page)).toBeVisible()
  await expect(page.getByText("The chat couldn't load.")).toHaveCount(0)
})

for (const [what, file] of [
  ['passage index', /\/assets\/knowledge-[\w-]+\.json$/],
  ['offline engine', /\/assets\/assistant-[\w-]+\.js$/],
] as const) {
  test(`a failed load of the ${what} says so in the reply, and the next question is answered`, async ({ page }) => {
    let fail = true
    await page.route(file, (route) => (fail ? route.abort('internetdisconnected') : route.continue()))
    await openChat(page)
    const failed = await ask(page, 'What is your refund policy?')
    await expect(failed).toContainText("I couldn't load my knowledge base. Please check your connection and try again.")
    fail = false
    const reply = await ask(page, 'What is your refund policy?')
    await expect(reply).toContainText('30-day money-back guarantee')
  })
}

test.describe('state follows the visitor', () => {
  test('a key forgotten or saved in one tab applies in the others, and the welcome follows it', async ({
    page,
    context,
  }) => {
    await openChat(page)
    await expect(messagesOf(page).first()).toContainText('No OpenAI API key is set')
    const other = await context.newPage()
    await other.goto('/')
    await other.evaluate(() => localStorage.setItem('launchkit-openai-key', 'sk-from-another-tab'))
    await expect(messagesOf(page).first()).not.toContainText('No OpenAI API key is set')
    await other.evaluate(() => localStorage.removeItem('launchkit-openai-key'))
    await expect(messagesOf(page).first()).toContainText('No OpenAI API key is set')
    await other.close()
  })

  test('quick questions follow the page', async ({ page }) => {
    await openChat(page, '/pricing')
    await expect(panelOf(page).getByRole('button', { name: 'Is it a one-time payment?' })).toBeVisible()
    await page.keyboard.press('Escape')
    await page.getByRole('link', { name: 'AI Agent' }).first().click()
    await expect(page).toHaveURL(/\/ai-agent$/)
    await page.getByRole('button', { name: 'Open chat assistant' }).click()
    await expect(panelOf(page).getByRole('button', { name: 'Does it work without an API key?' })).toBeVisible()
  })

  test('feedback buttons show their pressed state', async ({ page }) => {
    await openChat(page)
    const reply = await ask(page, 'refund')
    await reply.hover()
    const helpful = reply.getByRole('button', { name: 'Helpful', exact: true })
    await expect(helpful).toHaveAttribute('aria-pressed', 'false')
    await helpful.click()
    await expect(helpful).toHaveAttribute('aria-pressed', 'true')
    await reply.getByRole('button', { name: 'Not helpful' }).click()
    await expect(helpful).toHaveAttribute('aria-pressed', 'false')
    await expect(reply.getByRole('button', { name: 'Not helpful' })).toHaveAttribute('aria-pressed', 'true')
  })
})

test.describe('the header', () => {
  for (const width of [1024, 1100, 1279, 1280, 1440]) {
    test(`fits one line at ${width} px, buttons holding their text`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/')
      const header = (await page.locator('header').first().boundingBox())!
      expect(header.height).toBeLessThanOrEqual(65)
      for (const link of await page.locator('header a, header button').all()) {
        if (!(await link.isVisible())) continue
        const fits = await link.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)
        expect(fits, (await link.textContent()) ?? '').toBe(true)
      }
    })
  }
})

export type { FakeProvider }
