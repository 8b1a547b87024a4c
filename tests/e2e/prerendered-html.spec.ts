import { expect, routes, test } from './fixtures.ts'

/** Texts and figures of the spec that each route must show without JavaScript. */
const keyTexts: Record<(typeof routes)[number], string[]> = {
  '/': [
    'Get Template Now $67',
    'Live Preview',
    '$127',
    '$247',
    'Most Popular',
    '500+',
    '4.9/5',
    'React 18',
    '24/7',
    'Frequently asked questions',
  ],
  '/features': [
    'Lightning-fast performance',
    'Technical specifications',
    'Frontend stack',
    'UI components',
    'Performance',
  ],
  '/whats-included': ['Inside the package', 'The complete checklist', '3-6 months', '$15,000+', '500+'],
  '/pricing': [
    '$67',
    '$127',
    '$247',
    'Most Popular',
    'Is this a subscription?',
    'Prices rise after 500 licences are sold',
  ],
  '/documentation': [
    'Getting started',
    'Customisation',
    'Components',
    'Deployment',
    'Best practices',
    'What the docs include',
  ],
  '/setup-guide': [
    'Download and extract',
    'Install dependencies',
    'Configure your brand',
    'Start the development server',
    'Deploy',
    'Node.js 18 or later',
    'npm 8+ or yarn 1.22+',
    'Git (recommended)',
    'Chrome 90+',
    'Firefox 88+',
    'Safari 14+',
    'Edge 90+',
  ],
  '/support': ['Email support', 'we respond within 24 hours', 'Browse the FAQ', 'Read the docs'],
  '/faq': ['Frequently asked questions', 'What is your refund policy?'],
  '/refund-policy': ['Refund Policy', 'January 2025', '30-day money-back guarantee', '5-7 business days'],
  '/license-terms': ['License Terms', 'January 2025'],
  '/privacy-policy': ['Privacy Policy', 'January 2025'],
  '/terms-of-service': ['Terms of Service', 'January 2025'],
  '/commercial-use': ['Commercial Use', 'January 2025'],
  '/ai-agent': ['$197', '$247', 'Save $50', 'See it in action', 'Without AI agent', 'With AI agent'],
}

test.describe('prerendered HTML without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const route of routes) {
    test(`${route} has its texts, header, footer and one h1`, async ({ page }) => {
      const response = await page.goto(route)
      expect(response?.status()).toBe(200)
      const main = page.locator('main')
      for (const text of keyTexts[route]) await expect(main.getByText(text, { exact: false }).first()).toBeAttached()
      await expect(page.locator('h1')).toHaveCount(1)
      // Headings never skip a level on the way down (h1 → h3 breaks screen-reader navigation).
      const levels = await page
        .locator('main :is(h1, h2, h3, h4)')
        .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])))
      levels.forEach((level, index) =>
        expect(level - (levels[index - 1] ?? 0), `heading ${index} on ${route}`).toBeLessThanOrEqual(1),
      )
      await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeAttached()
      await expect(page.locator('header').getByRole('link', { name: /Buy Template/ })).toBeAttached()
      await expect(page.locator('footer').getByRole('heading')).toHaveText([
        'Template',
        'Resources',
        'Support',
        'Legal',
      ])
      expect(await page.title()).not.toBe('')
      await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `https://launchkit.dev${route}`)
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', await page.title())
    })
  }

  test('home has the six sections of the spec with their counts', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('#features li > h3, #features h3')).toHaveCount(6)
    await expect(page.locator('#whats-included h3')).toHaveCount(5)
    await expect(page.locator('#whats-included + section li')).toHaveCount(10)
    await expect(page.locator('#pricing h3')).toHaveText(['Starter', 'Professional', 'Enterprise'])
    await expect(page.locator('#testimonials figure')).toHaveCount(3)
    await expect(page.locator('#faq h3')).toHaveCount(9)
  })

  test('FAQ answers and pricing FAQ are in the HTML, and shown since they cannot open', async ({ page }) => {
    await page.goto('/faq')
    await expect(page.locator('main h3')).toHaveCount(8)
    await expect(page.getByText('Refunds are processed within 5-7 business days')).toBeVisible()
    await expect(page.locator('#questions').getByRole('region')).toHaveCount(8)
    for (const answer of await page.locator('#questions').getByRole('region').all()) await expect(answer).toBeVisible()
    await page.goto('/pricing')
    await expect(page.locator('#pricing-faq h3')).toHaveCount(4)
  })

  test('buttons that only work with JavaScript are not shown', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Open chat assistant' })).toBeHidden()
    await expect(page.getByRole('button', { name: /^Theme:/ })).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden()
    await expect(page.locator('footer').getByRole('link', { name: 'Features' }).first()).toBeVisible()
  })

  test('structured data describes the product offers and the FAQ', async ({ page }) => {
    await page.goto('/')
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '[]')
    const product = data.find((item: { '@type': string }) => item['@type'] === 'Product')
    expect(product.offers.map((offer: { price: string }) => offer.price)).toEqual(['67', '127', '247'])
    const faq = data.find((item: { '@type': string }) => item['@type'] === 'FAQPage')
    expect(faq.mainEntity).toHaveLength(9)
  })

  test('external links open in a new tab with rel="noopener noreferrer"', async ({ page }) => {
    for (const route of routes) {
      await page.goto(route)
      const links = await page.locator('a[href^="https://"]').evaluateAll((anchors: HTMLAnchorElement[]) =>
        anchors.map((anchor) => ({
          href: anchor.getAttribute('href'),
          target: anchor.getAttribute('target'),
          rel: anchor.getAttribute('rel'),
        })),
      )
      expect(links.length).toBeGreaterThan(0)
      for (const link of links)
        expect(link, `${route} ${link.href}`).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' })
    }
  })

  test('the footer shows privacy and legal addresses as text and support as a mailto link', async ({ page }) => {
    await page.goto('/')
    const footer = page.locator('footer')
    await expect(footer.getByText('privacy@launchkit.dev')).toBeVisible()
    await expect(footer.getByRole('link', { name: 'privacy@launchkit.dev' })).toHaveCount(0)
    await expect(footer.getByRole('link', { name: 'support@launchkit.dev' })).toHaveAttribute(
      'href',
      'mailto:support@launchkit.dev',
    )
    await expect(footer.getByText(`© ${new Date().getFullYear()} LaunchKit`)).toBeVisible()
    await expect(footer.getByRole('link', { name: /LaunchKit on GitHub/ })).toBeVisible()
  })
})

test('sitemap.xml lists every route and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const route of routes) expect(sitemap).toContain(`<loc>https://launchkit.dev${route}</loc>`)
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: https://launchkit.dev/sitemap.xml')
  expect((await request.get('/favicon.svg')).status()).toBe(200)
})
