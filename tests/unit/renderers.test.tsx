import { readFileSync } from 'node:fs'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import type { PageBundle } from '../../schema/bundle.ts'
import { iconNames } from '../../schema/icons.ts'
import { sectionTypes } from '../../schema/sections/index.ts'
import { canonicalUrl, pageHead } from '../../src/app/seo.ts'
import { site } from '../../src/generated/site.ts'
import { structuredData, scriptSafeJson } from '../../src/page/structured-data.ts'
import { sectionRegistry } from '../../src/sections/registry.ts'
import { themeScript } from '../../src/theme/theme-script.ts'
import { interfaceIconNames } from '../../src/ui/icon.tsx'

describe('the section registry', () => {
  test('has exactly one component per section type in the schema', () => {
    expect(Object.keys(sectionRegistry).sort()).toEqual([...sectionTypes].sort())
    for (const component of Object.values(sectionRegistry)) expect(typeof component).toBe('function')
  })
})

describe('renderers', () => {
  test('a hero draws its highlighted words in the accent colour', () => {
    const html = renderToStaticMarkup(
      <sectionRegistry.hero
        section={{ type: 'hero', title: 'Ship it today', highlight: 'today', subtitle: 'Now.', actions: [] }}
        first
      />,
    )
    expect(html).toContain('<h1')
    expect(html).toMatch(/Ship it <span class="text-accent">today<\/span>/)
  })

  test('the first section of a page carries the h1, later ones an h2', () => {
    const section = { type: 'checklist' as const, heading: 'Inside', items: ['One'] }
    expect(renderToStaticMarkup(<sectionRegistry.checklist section={section} first />)).toMatch(/<h1[^>]*>Inside<\/h1>/)
    expect(renderToStaticMarkup(<sectionRegistry.checklist section={section} first={false} />)).toMatch(
      /<h2[^>]*>Inside<\/h2>/,
    )
  })

  test('prose blocks keep their anchor ids', () => {
    const html = renderToStaticMarkup(
      <sectionRegistry.prose
        section={{ type: 'prose', id: 'terms', blocks: [{ id: 'refunds', heading: 'Refunds', paragraphs: ['Yes.'] }] }}
        first
      />,
    )
    expect(html).toContain('id="terms"')
    expect(html).toContain('id="refunds"')
  })
})

describe('structured data', () => {
  const plan = {
    id: 'starter',
    name: 'Starter',
    price: '$1,067',
    period: 'one-time',
    description: 'D',
    features: ['F'],
    popular: false,
    cta: 'Buy',
    purchaseUrl: 'https://x.test/buy',
  }
  const bundle: PageBundle = {
    page: { route: '/', title: 'T', description: 'D', category: 'features', sections: [] },
    plans: { starter: plan },
    faqGroups: { home: { id: 'home', mode: 'single', items: [{ question: 'Q?', answer: 'A.' }] } },
    testimonials: [],
    answers: {},
  }

  test('a Product with an Offer per plan, and an FAQPage', () => {
    const [product, faq] = structuredData(bundle, site) as [Record<string, unknown>, Record<string, unknown>]
    expect(product).toMatchObject({
      '@type': 'Product',
      offers: [{ '@type': 'Offer', price: '1067', priceCurrency: 'USD', url: 'https://x.test/buy' }],
    })
    expect(faq).toMatchObject({ '@type': 'FAQPage', mainEntity: [{ name: 'Q?', acceptedAnswer: { text: 'A.' } }] })
  })

  test('pages without plans or questions have none', () => {
    expect(structuredData({ ...bundle, plans: {}, faqGroups: {} }, site)).toEqual([])
  })

  test('JSON inside a script element cannot close it', () => {
    expect(scriptSafeJson({ text: '</script><script>alert(1)</script>' })).not.toContain('</script>')
  })
})

describe('head tags', () => {
  test('title, description, canonical, Open Graph with the preview image, and a large Twitter card', () => {
    const image = `${site.url}/og/pricing.png`
    const head = pageHead(site, { path: '/pricing', slug: 'pricing', title: 'Pricing', description: 'Plans.' })
    expect(head.links).toEqual([{ rel: 'canonical', href: `${site.url}/pricing` }])
    expect(head.meta).toEqual(
      expect.arrayContaining([
        { title: 'Pricing' },
        { name: 'description', content: 'Plans.' },
        { property: 'og:url', content: canonicalUrl(site, '/pricing') },
        { property: 'og:image', content: image },
        { property: 'og:image:width', content: '1200' },
        { property: 'og:image:height', content: '630' },
        { property: 'og:image:alt', content: 'Pricing: Plans.' },
        { name: 'twitter:card', content: 'summary_large_image' },
      ]),
    )
  })

  test("a page's own image is used as given, without the rendered card's size", () => {
    const image = 'https://cdn.example.com/share.jpg'
    const head = pageHead(site, { path: '/x', slug: 'x', title: 'X', description: 'Y.', share: { image, alt: 'A' } })
    expect(head.meta).toContainEqual({ property: 'og:image', content: image })
    expect(head.meta).toContainEqual({ property: 'og:image:alt', content: 'A' })
    expect(head.meta.some((tag) => 'property' in tag && tag.property === 'og:image:width')).toBe(false)
  })

  test('the 404 page has no canonical URL', () => {
    const head = pageHead(
      site,
      { path: '/404', slug: 'not-found', title: 'Missing', description: 'Gone.' },
      { canonical: false },
    )
    expect(head.links).toEqual([])
    expect(head.meta).toContainEqual({ title: 'Missing' })
  })
})

describe('the theme script', () => {
  function run(options: {
    stored?: string | null
    prefersLight: boolean
    storageThrows?: boolean
    noMatchMedia?: boolean
    fallback?: 'light' | 'dark' | 'system'
  }) {
    const classes = new Set<string>()
    const root = {
      classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) },
      dataset: {} as Record<string, string>,
    }
    const storage = {
      getItem: () => {
        if (options.storageThrows) throw new Error('blocked')
        return options.stored ?? null
      },
    }
    const window = options.noMatchMedia ? {} : { matchMedia: () => ({ matches: options.prefersLight }) }
    const script = themeScript({ storageKey: 'theme', default: options.fallback ?? 'system' })
    new Function('window', 'document', 'localStorage', 'matchMedia', script)(
      window,
      { documentElement: root },
      storage,
      (window as { matchMedia?: unknown }).matchMedia,
    )
    return { dark: classes.has('dark'), choice: root.dataset.theme }
  }

  test('follows the system by default, and is dark when the system is unknown', () => {
    expect(run({ prefersLight: true })).toEqual({ dark: false, choice: 'system' })
    expect(run({ prefersLight: false })).toEqual({ dark: true, choice: 'system' })
    expect(run({ prefersLight: true, noMatchMedia: true })).toEqual({ dark: true, choice: 'system' })
  })

  test('a stored choice wins; blocked storage falls back to the default', () => {
    expect(run({ stored: 'light', prefersLight: false })).toEqual({ dark: false, choice: 'light' })
    expect(run({ stored: 'dark', prefersLight: true })).toEqual({ dark: true, choice: 'dark' })
    expect(run({ storageThrows: true, prefersLight: false })).toEqual({ dark: true, choice: 'system' })
  })
})

describe('the icon sprite', () => {
  test('draws every icon name content and the interface can use, and nothing else', () => {
    const sprite = readFileSync(new URL('../../src/ui/icons.svg', import.meta.url), 'utf8')
    const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map((match) => match[1])
    expect(symbols.sort()).toEqual([...iconNames, ...interfaceIconNames].sort())
  })
})
