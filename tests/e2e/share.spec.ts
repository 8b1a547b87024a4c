import { createHash } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import { expect, routes, test } from './fixtures.ts'

// Shared links get a large preview of their own page; the site installs with proper icons.

const site = 'https://launchkit.dev'

/** A PNG's width and height from its IHDR chunk, after checking the signature. */
async function png(request: APIRequestContext, path: string) {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  expect(response.headers()['content-type']).toBe('image/png')
  const bytes = await response.body()
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a')
  return {
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
    hash: createHash('sha256').update(bytes).digest('hex'),
  }
}

const meta = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1]

test('every page names its own 1200×630 preview in its head, and the file is there', async ({ request }) => {
  const hashes = new Map<string, string>()
  for (const route of [...routes, '/404.html']) {
    const html = await (await request.get(route)).text()
    const image = meta(html, 'og:image')!
    expect(image, route).toMatch(new RegExp(`^${site}/og/[a-z-]+\\.png$`))
    expect(meta(html, 'og:image:width')).toBe('1200')
    expect(meta(html, 'og:image:height')).toBe('630')
    expect(meta(html, 'og:image:alt')!.length).toBeGreaterThan(10)
    expect(meta(html, 'twitter:card')).toBe('summary_large_image')
    const file = await png(request, image.slice(site.length))
    expect([file.width, file.height]).toEqual([1200, 630])
    hashes.set(route, file.hash)
  }
  // Each page's card shows its own title, so no two are the same file.
  expect(new Set(hashes.values()).size).toBe(hashes.size)
})

test('structured data carries the preview image on the Product, its Offers and the FAQ', async ({ request }) => {
  const html = await (await request.get('/pricing')).text()
  const data = JSON.parse(html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]!) as {
    '@type': string
    image?: string
    offers?: { image?: string }[]
  }[]
  const image = `${site}/og/pricing.png`
  const product = data.find((item) => item['@type'] === 'Product')!
  expect(product.image).toBe(image)
  expect(product.offers!.every((offer) => offer.image === image)).toBe(true)
  expect(data.find((item) => item['@type'] === 'FAQPage')!.image).toBe(image)
})

test('the site installs: a manifest from site.yaml, its icons at their stated sizes, theme colours', async ({
  request,
  page,
}) => {
  const response = await request.get('/site.webmanifest')
  expect(response.headers()['content-type']).toBe('application/manifest+json')
  const manifest = (await response.json()) as Record<string, unknown> & {
    icons: { src: string; sizes: string; type: string; purpose?: string }[]
  }
  expect(manifest).toMatchObject({
    name: 'LaunchKit',
    short_name: 'LaunchKit',
    start_url: '/',
    display: 'standalone',
    theme_color: '#0b1120',
    background_color: '#0b1120',
  })
  expect(String(manifest.description)).toContain('React and TypeScript')
  const pngs = manifest.icons.filter((icon) => icon.type === 'image/png')
  expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ])
  for (const icon of pngs) {
    const file = await png(request, icon.src)
    expect(`${file.width}x${file.height}`).toBe(icon.sizes)
  }
  expect(await png(request, '/apple-touch-icon.png')).toMatchObject({ width: 180, height: 180 })

  await page.goto('/')
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/site.webmanifest')
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/apple-touch-icon.png')
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]')).toHaveAttribute(
    'content',
    '#ffffff',
  )
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toHaveAttribute(
    'content',
    '#0b1120',
  )
})

for (const scheme of ['light', 'dark'] as const) {
  for (const width of [375, 1280]) {
    test(`the hero shows the product at ${width} px (${scheme}), sized before it arrives: no layout shift`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: scheme })
      await page.setViewportSize({ width, height: 800 })
      await page.addInitScript(() => {
        const shifts: number[] = []
        ;(window as unknown as { shifts: number[] }).shifts = shifts
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value)
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await page.goto('/')
      const preview = page.getByRole('img', { name: /features section in the light and the dark theme/ })
      // Its box is there before the file: the width and height attributes give the ratio.
      const before = (await preview.boundingBox())!
      expect(before.height / before.width).toBeCloseTo(750 / 1200, 2)
      await preview.scrollIntoViewIfNeeded()
      await expect
        .poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
        .toBeGreaterThan(0)
      expect(await preview.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\/media\/hero-\d+\.webp$/)
      const after = (await preview.boundingBox())!
      expect([after.width, after.height]).toEqual([before.width, before.height])
      const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0)
      await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /dark/ : /^(?!.*dark)/)
    })
  }
}

for (const [width, height] of [
  [412, 823],
  [390, 844],
  [375, 667],
] as const) {
  test(`on a ${width}×${height} phone the text stays the largest paint, not the product picture`, async ({ page }) => {
    await page.setViewportSize({ width, height })
    await page.addInitScript(() => {
      const seen: string[] = []
      ;(window as unknown as { lcp: string[] }).lcp = seen
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          seen.push((entry as unknown as { element: Element | null }).element?.tagName ?? '')
      }).observe({ type: 'largest-contentful-paint', buffered: true })
    })
    await page.goto('/')
    await expect(page.getByRole('img', { name: /features section/ })).toHaveJSProperty('complete', true)
    // LCP entries stop at the first input; read them after the page has settled.
    await expect.poll(() => page.evaluate(() => (window as unknown as { lcp: string[] }).lcp.length)).toBeGreaterThan(0)
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    // The h1 or the subtitle, whichever is larger on that screen: text that paints with the HTML.
    expect(['H1', 'P']).toContain((await page.evaluate(() => (window as unknown as { lcp: string[] }).lcp)).at(-1))
  })
}
