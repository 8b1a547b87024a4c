import { createHash } from 'node:crypto'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, routes, test, waitForHydration } from './fixtures.ts'

// The first paint waits on nothing but the HTML: CSS inline, icons inline, the app's JavaScript requested after it.

const pages = [...routes, '/404.html']
const client = join(import.meta.dirname, '../../dist/client')

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

/** Computed styles of the elements `selector` finds, in document order: what a visitor sees of them. */
const looksOf = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const properties = [
      'display',
      'position',
      'padding',
      'margin',
      'gap',
      'font-size',
      'font-weight',
      'line-height',
      'color',
      'background-color',
      'border-width',
      'border-radius',
      'box-shadow',
      'max-width',
    ]
    return [...document.querySelectorAll(selector)].map((element) => {
      const style = getComputedStyle(element)
      // The router marks a link to the current page `active`: that is the page, not the CSS.
      const classes = (element.getAttribute('class') ?? '').replace(/(^|\s)active(?=\s|$)/, '')
      return `${element.tagName} ${classes}: ${properties.map((name) => style.getPropertyValue(name)).join(' ')}`
    })
  }, selector)

test('each page inlines only the CSS it uses; the rest comes after the first paint, for later pages', async ({
  page,
  request,
}) => {
  const classesOf = (html: string) =>
    new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, value]) => value!.split(/\s+/).filter(Boolean)))
  const inlineCss = (html: string) => /<style[^>]*>([\s\S]*?)<\/style>/.exec(html)![1]!
  const home = await (await request.get('/')).text()
  const agent = await (await request.get('/ai-agent')).text()
  const href = /l\.rel="stylesheet";l\.href="([^"]+\.css)"/.exec(home)![1]!
  const later = await (await request.get(href)).text()
  const homeClasses = classesOf(home)
  // The later stylesheet has rules only for classes no element of the page has, so it restyles nothing on arrival.
  const subjects = [...later.matchAll(/(?:^|[},])\.((?:\\.|[a-z0-9-])+)[^{},]*\{/g)].map(([, name]) =>
    name!.replace(/\\(.)/g, '$1'),
  )
  expect(subjects.length).toBeGreaterThan(10)
  expect(subjects.filter((name) => homeClasses.has(name))).toEqual([])
  // Classes only /ai-agent uses: their rules are in its CSS and in home's later stylesheet, not in home's HTML.
  const onlyAgent = [...classesOf(agent)].filter(
    (name) => !homeClasses.has(name) && /^[a-z0-9-]+$/.test(name) && later.includes(`.${name}{`),
  )
  expect(onlyAgent.length).toBeGreaterThan(0)
  for (const name of onlyAgent) {
    expect(inlineCss(agent)).toContain(`.${name}{`)
    expect(inlineCss(home)).not.toContain(`.${name}{`)
  }

  // /ai-agent looks the same, element for element, whether loaded directly or reached from home by a client-side
  // navigation (its own inline CSS, or home's and home's later stylesheet): the split keeps the cascade's order.
  await page.goto('/ai-agent')
  await waitForHydration(page)
  const direct = await looksOf(page, 'main *')
  expect(direct.length).toBeGreaterThan(100)
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
  expect(await looksOf(page, 'main *')).toEqual(direct)
})

for (const route of ['/', '/pricing', '/ai-agent', '/faq']) {
  test(`${route} with the chat open looks as it would with the whole stylesheet`, async ({ page }) => {
    // The site's whole stylesheet, as Vite built it: no page links it, each inlines its part and loads the rest.
    const whole = readdirSync(join(client, 'assets')).find((name) => /^entry-client-.*\.css$/.test(name))!
    await page.goto(route)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Open chat assistant' }).click()
    const panel = page.getByRole('dialog', { name: 'LaunchKit Assistant' })
    await expect(panel.getByRole('textbox')).toBeVisible()
    // The panel is settled once the passage index has given the starting links, which arrive after it opens.
    await expect(panel.getByText('Related pages')).toBeVisible()
    await page.waitForFunction(() => [...document.styleSheets].some((sheet) => sheet.href?.endsWith('.css')))
    const split = await looksOf(page, 'body *')
    expect(split.length).toBeGreaterThan(100)
    await page.evaluate(async (href) => {
      const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href })
      await new Promise((resolve) => {
        link.onload = resolve
        document.head.append(link)
      })
    }, `/assets/${whole}`)
    expect(await looksOf(page, 'body *')).toEqual(split)
  })
}

test('the entry chunk asks V8 to compile it eagerly, off the main thread, as its first line', async ({ request }) => {
  const home = await (await request.get('/')).text()
  const entry = /s\.src="([^"]+entry-client-[^"]+\.js)"/.exec(home)![1]!
  const code = await (await request.get(entry)).text()
  expect(code.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad')
  // Only the entry: the lazy chunks run in part, if at all.
  const chunk = /"(\/assets\/home-[^"]+\.js)"/.exec(home)![1]!
  expect(await (await request.get(chunk)).text()).not.toContain('allFunctionsCalledOnLoad')
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
