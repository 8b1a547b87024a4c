import { createHash } from 'node:crypto'
import { expect, routes, test, waitForHydration } from './fixtures.ts'

// The first paint waits on nothing but the HTML: CSS inline, icons inline, the app's JavaScript requested after it.

const pages = [...routes, '/404.html']

for (const route of pages) {
  test(`${route}: the HTML needs no other file to paint, and its CSP lists exactly its own scripts`, async ({
    request,
  }) => {
    const html = await (await request.get(route)).text()
    const head = html.slice(0, html.indexOf('</head>'))
    expect(html.match(/<style data-tsr-inline-css[^>]*>/g)).toHaveLength(1)
    expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/)
    expect(html).not.toMatch(/<link[^>]+rel="modulepreload"/)
    expect(html).not.toMatch(/<script[^>]+src=/)
    // No frame is painted until the parser reaches the footer, so no half-parsed header or button row ever shows
    // and then grows (a layout shift that loaded machines caught at 1280 px).
    const expected = /<link rel="expect" href="#([a-z-]+)" blocking="render"\/>/.exec(head)
    expect(expected).not.toBeNull()
    expect(html.indexOf(`id="${expected![1]}"`)).toBeGreaterThan(html.indexOf('</main>'))
    // The theme is set before any style is parsed.
    expect(head.indexOf('localStorage.getItem("theme")')).toBeLessThan(head.indexOf('<style'))
    expect(head.indexOf('localStorage.getItem("theme")')).toBeGreaterThan(0)
    // Every icon the page shows has its drawing in the page, and nothing else is there.
    const used = new Set([...html.matchAll(/<use href="#(i-[a-z0-9-]+)"/g)].map(([, id]) => id))
    const drawn = new Set([...html.matchAll(/<symbol id="(i-[a-z0-9-]+)"/g)].map(([, id]) => id))
    expect(used.size).toBeGreaterThan(0)
    expect([...drawn].sort()).toEqual([...used].sort())
    expect(html).not.toContain('.svg#')
    const scripts = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)].map(
      ([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`,
    )
    const policy = html.match(/http-equiv="Content-Security-Policy" content="[^"]*script-src 'self' ([^;]*);/)![1]!
    expect(policy.split(' ').sort()).toEqual([...new Set(scripts)].sort())
  })
}

test('the app script is requested only after the first contentful paint, with the page chunk beside it', async ({
  page,
}) => {
  await page.goto('/pricing')
  await waitForHydration(page)
  const timing = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/(entry-client|pricing)-[^/]+\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }))
  expect(timing.scripts).toHaveLength(2)
  for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.fcp)
})

test('each page inlines only the CSS it uses; the whole stylesheet comes after the first paint, for later pages', async ({
  page,
  request,
}) => {
  const classesOf = (html: string) =>
    new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, value]) => value!.split(/\s+/).filter(Boolean)))
  const inlineCss = (html: string) => /<style[^>]*>([\s\S]*?)<\/style>/.exec(html)![1]!
  const home = await (await request.get('/')).text()
  const agent = await (await request.get('/ai-agent')).text()
  const href = /l\.rel="stylesheet";l\.href="([^"]+\.css)"/.exec(home)![1]!
  const whole = await (await request.get(href)).text()
  expect(inlineCss(home).length).toBeLessThan(whole.length * 0.9)
  // Classes only /ai-agent uses: their rules are in its CSS and the whole stylesheet, not in home's.
  const homeClasses = classesOf(home)
  const onlyAgent = [...classesOf(agent)].filter(
    (name) => !homeClasses.has(name) && /^[a-z0-9-]+$/.test(name) && whole.includes(`.${name}{`),
  )
  expect(onlyAgent.length).toBeGreaterThan(0)
  for (const name of onlyAgent) {
    expect(inlineCss(agent)).toContain(`.${name}{`)
    expect(inlineCss(home)).not.toContain(`.${name}{`)
  }

  // /ai-agent looks the same whether loaded directly or reached from home by a client-side navigation.
  const looks = (names: string[]) =>
    page.evaluate((classes) => {
      const properties = ['display', 'padding', 'margin', 'font-size', 'font-weight', 'color', 'background-color']
      return classes.flatMap((name) =>
        [...document.querySelectorAll(`main .${name}`)].slice(0, 3).map((element) => {
          const style = getComputedStyle(element)
          return `${name}: ${properties.map((property) => style.getPropertyValue(property)).join(' ')}`
        }),
      )
    }, names)
  await page.goto('/ai-agent')
  await waitForHydration(page)
  const direct = await looks(onlyAgent)
  expect(direct.length).toBeGreaterThan(0)
  await page.goto('/')
  await waitForHydration(page)
  const timing = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    stylesheet: performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('.css'))?.startTime,
  }))
  expect(timing.stylesheet).toBeGreaterThanOrEqual(timing.fcp)
  await page.getByRole('banner').getByRole('link', { name: 'AI Agent', exact: true }).click()
  await expect(page).toHaveURL(/\/ai-agent$/)
  await expect(page.locator('main .h-80').first()).toBeVisible()
  expect(await looks(onlyAgent)).toEqual(direct)
})

test('a browser that cannot report paint loads the app at once', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'PerformanceObserver', { value: undefined })
  })
  await page.goto('/faq')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Can I use it for client work?' }).click()
  await expect(page.getByRole('button', { name: 'Can I use it for client work?' })).toHaveAttribute(
    'aria-expanded',
    'true',
  )
})

test('a page opened in the background loads the app without waiting for a paint', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' })
    // A hidden page never paints: no paint entry will ever come.
    Object.defineProperty(PerformanceObserver.prototype, 'observe', { value: () => undefined })
  })
  await page.goto('/pricing')
  await waitForHydration(page)
})

test('no icon sprite is fetched for the first paint; icons of later pages and the chat come from the sprite', async ({
  page,
}) => {
  const sprites: string[] = []
  page.on('request', (request) => request.url().includes('/assets/icons-') && sprites.push(request.url()))
  await page.goto('/faq')
  await waitForHydration(page)
  expect(sprites).toEqual([])
  // Client-side navigation to a page with icons the first page did not draw.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Features' }).click()
  await expect(page).toHaveURL(/#features$/)
  const drawn = await page.locator('main svg use').evaluateAll((uses) =>
    uses.map((use) => {
      const href = use.getAttribute('href')!
      return href.startsWith('#') ? document.querySelector(href) !== null : href.includes('/assets/icons-')
    }),
  )
  expect(drawn.length).toBeGreaterThan(5)
  expect(drawn.every(Boolean)).toBe(true)
  await expect.poll(() => sprites.length).toBeGreaterThan(0)
})

test('the hero picture is requested only once the page has loaded, so it never competes with the first paint', async ({
  page,
}) => {
  await page.goto('/')
  const picture = page.getByRole('img', { name: /features section/ })
  await picture.scrollIntoViewIfNeeded()
  await expect(picture).toHaveJSProperty('complete', true)
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
  const timing = await page.evaluate(() => ({
    loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
    picture: performance.getEntriesByType('resource').find((entry) => entry.name.includes('/media/hero-'))!.startTime,
  }))
  expect(timing.loaded).toBeGreaterThan(0)
  expect(timing.picture).toBeGreaterThanOrEqual(timing.loaded)
})
