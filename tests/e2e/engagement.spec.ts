import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, stopClock, test, waitForEngagement } from './fixtures.ts'

test.use({ engagement: true })

const entries = [
  'Sarah M. from Austin, USA purchased Professional',
  'James K. from London, UK purchased Starter',
  'Priya S. from Bangalore, India purchased Enterprise',
  'Lucas B. from São Paulo, Brazil purchased Template + AI Agent Bundle',
  'Emma W. from Sydney, Australia purchased Professional',
  'Noah F. from Berlin, Germany purchased AI Agent',
  'Aiko T. from Tokyo, Japan purchased Starter',
  'Omar H. from Toronto, Canada purchased Professional',
]

/** Loads a page with time stopped at load, so only clock.runFor moves it. */
async function load(page: Page, route = '/') {
  await stopClock(page)
  await page.goto(route)
  await waitForEngagement(page)
}

const notice = (page: Page) => page.locator('[data-layer=purchase-notice]')
const offer = (page: Page) => page.getByRole('dialog', { name: 'Get the template and the AI agent together' })
/** Whether the offer has fired: it records that at once, before its dialog's code arrives. */
const offerFired = (page: Page) => page.evaluate(() => sessionStorage.getItem('launchkit-exit-popup-shown') !== null)

test.describe('recent-purchase notices', () => {
  test('appear at 3 s, stay 4 s, come back within 8-15 s, each one of the 8 entries', async ({ page }) => {
    await load(page)
    const text = notice(page).locator('p span').first()
    await page.clock.runFor(2_900)
    await expect(notice(page).locator('p')).toHaveCount(0)
    await page.clock.runFor(200)
    await expect(notice(page)).toHaveAttribute('role', 'status')
    await expect(text).toBeVisible()
    expect(entries).toContain(await text.textContent())
    await page.clock.runFor(3_800) // 6.9 s: still there
    await expect(text).toBeVisible()
    await page.clock.runFor(200) // 7.1 s: gone
    await expect(notice(page).locator('p')).toHaveCount(0)
    let waited = 100
    while (waited < 16_000 && (await notice(page).locator('p').count()) === 0) {
      await page.clock.runFor(250)
      waited += 250
    }
    expect(waited).toBeGreaterThanOrEqual(8_000)
    expect(waited).toBeLessThanOrEqual(15_250)
    expect(entries).toContain(await text.textContent())
  })

  test('dismiss stops them for the session', async ({ page }) => {
    await load(page, '/features')
    await page.clock.runFor(3_100)
    await notice(page).getByRole('button', { name: 'Stop purchase notifications' }).click()
    await expect(notice(page).locator('p')).toHaveCount(0)
    await page.clock.runFor(60_000)
    await expect(notice(page).locator('p')).toHaveCount(0)
    await page.reload()
    await page.clock.runFor(20_000)
    await expect(notice(page).locator('p')).toHaveCount(0)
    const log = await page.evaluate(() => localStorage.getItem('launchkit-analytics') ?? '')
    expect(log).toContain('purchase_notice_dismissed')
  })

  for (const width of [375, 1280]) {
    test(`never overlap the chat button at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await load(page)
      await page.clock.runFor(3_100)
      const card = (await notice(page).locator('div').first().boundingBox())!
      const button = (await page.locator('[data-layer=chat-button]').boundingBox())!
      const overlaps =
        card.x < button.x + button.width &&
        card.x + card.width > button.x &&
        card.y < button.y + button.height &&
        card.y + card.height > button.y
      expect(overlaps).toBe(false)
    })
  }
})

test('notices give way to an open chat panel on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await load(page)
  await page.clock.runFor(3_100)
  await expect(notice(page).locator('p')).toHaveCount(1)
  await page.clock.resume()
  await page.getByRole('button', { name: 'Open chat assistant' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect(notice(page)).toBeHidden()
  await page.keyboard.press('Escape')
  await expect(notice(page)).toBeVisible()
})

test("on a small phone a notice never covers the hero's main button, and shows once it is scrolled away", async ({
  page,
}) => {
  // At 320×640 the hero's main button sits in the band at the bottom of the screen where notices show.
  await page.setViewportSize({ width: 320, height: 640 })
  await load(page)
  const action = page.locator('[data-hero-actions] > :first-child')
  const covered = async () => {
    if ((await notice(page).locator('p').count()) === 0) return false
    const card = (await notice(page).locator('div').first().boundingBox())!
    const button = (await action.boundingBox())!
    return card.y < button.y + button.height && card.y + card.height > button.y
  }
  for (let elapsed = 0; elapsed < 30_000; elapsed += 500) {
    await page.clock.runFor(500)
    expect(await covered()).toBe(false)
  }
  await page.evaluate(() => window.scrollTo(0, 900))
  await expect(action).not.toBeInViewport()
  // A skipped turn still takes its 4 s, then the next comes 8-15 s later: at most 19 s.
  let waited = 0
  while (waited < 19_500 && (await notice(page).locator('p').count()) === 0) {
    await page.clock.runFor(500)
    waited += 500
  }
  await expect(notice(page).locator('p')).toHaveCount(1)
})

test('with reduced motion the notice appears without animation', async ({ page }) => {
  // The animation's name as styled, not the running animations: the 300 ms slide-in runs on real time, not on the
  // test's clock, and a busy machine could see it already finished (getAnimations() is then empty either way).
  const animationOf = (page: Page) =>
    notice(page)
      .locator('div')
      .first()
      .evaluate((element) => getComputedStyle(element).animationName)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await load(page)
  await page.clock.runFor(3_100)
  await expect(notice(page).locator('div').first()).toBeVisible()
  expect(await animationOf(page)).toBe('none')
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await page.reload()
  await waitForEngagement(page)
  await page.clock.runFor(3_100)
  await expect(notice(page).locator('div').first()).toBeVisible()
  expect(await animationOf(page)).toBe('notice-in')
})

test.describe('exit-intent offer', () => {
  test('appears 10 s after load with the bundle offer from content', async ({ page }) => {
    await load(page)
    await page.clock.runFor(9_500)
    await expect(offer(page)).toHaveCount(0)
    await page.clock.runFor(600)
    await expect(offer(page)).toBeVisible()
    await expect(offer(page)).toContainText('$197')
    await expect(offer(page)).toContainText('$247')
    await expect(offer(page)).toContainText('Save $50')
    await expect(offer(page).getByRole('link', { name: /Get the Bundle for \$197/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    )
  })

  test('waits while the chat is open, and the chat keeps every keystroke', async ({ page }) => {
    await load(page)
    await page.clock.runFor(5_000)
    await page.getByRole('button', { name: 'Open chat assistant' }).click()
    const field = page.getByRole('textbox', { name: /Ask about the template/ })
    await expect(field).toBeFocused()
    await field.pressSequentially('does it work with Next.js')
    await page.clock.runFor(8_000)
    expect(await offerFired(page)).toBe(false)
    await field.press('Space')
    await field.pressSequentially('and Vite?')
    await expect(field).toHaveValue('does it work with Next.js and Vite?')
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.clock.runFor(3_100)
    await expect(offer(page)).toBeVisible()
  })

  test('waits until the visitor has stopped typing', async ({ page }) => {
    await load(page)
    await page.clock.runFor(9_000)
    await page.keyboard.press('j')
    await page.keyboard.press('k')
    await page.clock.runFor(2_000)
    expect(await offerFired(page)).toBe(false)
    await page.clock.runFor(3_100)
    await expect(offer(page)).toBeVisible()
  })

  test('appears when the pointer leaves through the top', async ({ page }) => {
    await load(page)
    await page.mouse.move(500, 300)
    await page.mouse.move(500, -10)
    await expect(offer(page)).toBeVisible()
  })

  test('appears 2 s after returning to the tab once the visitor scrolled past half the page', async ({ page }) => {
    await load(page)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.6))
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('launchkit-deep-scroll'))).toBe('1')
    const setVisibility = (state: 'hidden' | 'visible') =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'visibilityState', { value, configurable: true })
        document.dispatchEvent(new Event('visibilitychange'))
      }, state)
    await setVisibility('hidden')
    await setVisibility('visible')
    await page.clock.runFor(1_900)
    await expect(offer(page)).toHaveCount(0)
    await page.clock.runFor(200)
    await expect(offer(page)).toBeVisible()
  })

  test('never appears twice in a session, even after a reload; a new session shows it again', async ({
    page,
    context,
  }) => {
    await load(page)
    await page.clock.runFor(10_100)
    await expect(offer(page)).toBeVisible()
    await offer(page).getByRole('button', { name: 'No thanks, maybe later' }).click()
    await expect(offer(page)).toHaveCount(0)
    await page.mouse.move(500, 300)
    await page.mouse.move(500, -10)
    await page.clock.runFor(20_000)
    await expect(offer(page)).toHaveCount(0)
    await page.reload()
    await waitForEngagement(page)
    await page.clock.runFor(20_000)
    await expect(offer(page)).toHaveCount(0)

    // A new tab has its own sessionStorage: a new session.
    const fresh = await context.newPage()
    await load(fresh)
    await fresh.clock.runFor(10_100)
    await expect(offer(fresh)).toBeVisible()
  })

  test('focus moves into the dialog, Escape closes it, and focus returns', async ({ page }) => {
    // Real time here: the pointer exit triggers the dialog, and focus handling runs on animation frames.
    await page.goto('/')
    await waitForEngagement(page)
    const live = page.getByRole('link', { name: /Live Preview/ }).first()
    await live.focus()
    await page.mouse.move(500, 300)
    await page.mouse.move(500, -10)
    await expect(offer(page)).toBeVisible()
    await expect
      .poll(() => page.evaluate(() => document.querySelector('[role=dialog]')?.contains(document.activeElement)))
      .toBe(true)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.querySelector('[role=dialog]')?.contains(document.activeElement))).toBe(
      true,
    )
    const close = offer(page).getByRole('button', { name: 'Close offer' })
    const box = (await close.boundingBox())!
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24)
    await page.keyboard.press('Escape')
    await expect(offer(page)).toHaveCount(0)
    await expect(live).toBeFocused()
    const log = await page.evaluate(() => localStorage.getItem('launchkit-analytics') ?? '')
    expect(log).toContain('"event":"exit_popup_shown"')
    expect(log).toContain('"how":"escape"')
  })
})

/** Colours are measured once the entrance animations have finished. */
const animationsFinished = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))

for (const scheme of ['light', 'dark'] as const) {
  test(`no serious or critical axe violations with each popup open (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme })
    await load(page)
    await page.clock.runFor(3_100)
    await expect(notice(page).locator('p')).toHaveCount(1)
    await page.clock.resume() // axe runs on timers
    // The notice fades in; measured mid-fade its text is paler than it ends up.
    await animationsFinished(page)
    let results = await new AxeBuilder({ page })
      .include('[data-layer=purchase-notice]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag22aa'])
      .analyze()
    expect(
      results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([])
    await page.mouse.move(500, 300)
    await page.mouse.move(500, -10)
    await expect(offer(page)).toBeVisible()
    await animationsFinished(page)
    results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag22aa']).analyze()
    expect(
      results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ') + ' ' + node.failureSummary).join(' | ')}`),
    ).toEqual([])
  })
}

test('blocked localStorage leaves every feature working', async ({ page, consoleProblems }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    })
  })
  await load(page)
  await page.getByRole('button', { name: /^Theme:/ }).click()
  await page.clock.runFor(3_100)
  await expect(notice(page).locator('p')).toHaveCount(1)
  await page.clock.runFor(7_000)
  await expect(offer(page)).toBeVisible()
  await page.clock.resume()
  await page.keyboard.press('Escape')
  await expect(offer(page)).toHaveCount(0)
  await page.getByRole('button', { name: 'Open chat assistant' }).click()
  await page
    .getByRole('dialog')
    .getByRole('textbox', { name: /Ask about/ })
    .fill('refund?')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('list', { name: 'Conversation' })).toContainText('30-day money-back guarantee')
  expect(consoleProblems).toEqual([])
})
