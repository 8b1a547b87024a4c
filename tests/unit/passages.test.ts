import { describe, expect, test } from 'vitest'
import { parse } from 'yaml'
import type { PageBundle } from '../../schema/bundle.ts'
import { slugify } from '../../schema/slug.ts'
import { readKnowledge } from '../../src/knowledge/knowledge-format.ts'
import { planLine, planPrice } from '../../src/knowledge/passage.ts'
import { checkLinks } from '../../scripts/site/check-links.ts'
import { checkVariant } from './helpers/content-fixture.ts'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const knowledgeOf = (outputs: Map<string, string>) => readKnowledge(outputs.get('src/generated/knowledge.json')!)
const bundleOf = (outputs: Map<string, string>, slug: string) => {
  const text = outputs.get(`src/generated/pages/${slug}.ts`)!
  return JSON.parse(text.slice(text.indexOf('= ') + 2).trim()) as PageBundle
}

describe('anchors', () => {
  test('slugs are lower-case words joined by dashes, cut at a dash', () => {
    expect(slugify('Can I upgrade my plan later?')).toBe('can-i-upgrade-my-plan-later')
    expect(slugify('Café & “Crème” — 2 ways')).toBe('cafe-and-creme-2-ways')
    expect(slugify('word '.repeat(20)).length).toBeLessThanOrEqual(64)
  })
})

describe('the passage index', () => {
  test('a FAQ added in content becomes an answerable passage with a deep link its page renders', () => {
    const question = 'Do you offer discounts for students?'
    const { outputs, problems } = checkVariant({
      'faqs.yaml': (text) =>
        text.replace(
          '  - id: pricing\n    mode: single\n    items:\n',
          `  - id: pricing\n    mode: single\n    items:\n      - question: ${question}\n        answer: Yes. Students get the Starter plan at half price with a school e-mail.\n`,
        ),
    })
    expect(problems).toEqual([])
    const anchor = 'do-you-offer-discounts-for-students'
    const passage = knowledgeOf(outputs!).passages.find((candidate) => candidate.title === question)
    // Its parent is the section that lists it, so a question that fits several pricing answers alike can get the list.
    expect(passage).toMatchObject({
      kind: 'faq',
      url: `/pricing#${anchor}`,
      category: 'pricing',
      parent: '/pricing#pricing-faq',
    })
    // The page bundle carries the same anchor, so the prerendered question has the id the link points at.
    const item = bundleOf(outputs!, 'pricing').faqGroups.pricing!.items.find((entry) => entry.question === question)
    expect(item?.id).toBe(anchor)
  })

  test('every section, card, step, prose block, FAQ question and plan of the site is a passage', () => {
    const { outputs } = checkVariant({})
    const { passages } = knowledgeOf(outputs!)
    const ids = new Set(passages.map((passage) => passage.id))
    expect(ids.size).toBe(passages.length)
    for (const url of [
      '/',
      '/pricing#starter',
      '/ai-agent#bundle',
      '/faq#what-is-your-refund-policy',
      '/refund-policy#processing-time',
      '/setup-guide#install-dependencies',
      '/setup-guide#system-requirements',
      '/features#lightning-fast-performance',
      '/#testimonials',
      '/whats-included#value',
      '/support',
    ])
      expect(
        passages.some((passage) => passage.url === url),
        url,
      ).toBe(true)
    // Every hand-written knowledge entry is a passage too.
    const entries = (parse(readFileSync('content/knowledge.yaml', 'utf8')) as { entries: { id: string }[] }).entries
    expect(passages.filter((passage) => passage.kind === 'entry').map((passage) => passage.id)).toEqual(
      entries.map((entry) => entry.id),
    )
    // Prices come from plans.yaml, resolved.
    expect(passages.find((passage) => passage.url === '/pricing#starter')!.text).toContain('**$67** one-time')
    expect(JSON.stringify(passages)).not.toContain('{{')
  })

  test("a hand-written entry's follow-ups are those of the place it links to, else its page's quick questions", () => {
    const entry = (id: string, url: string) =>
      `\n  - id: ${id}\n    title: ${id}\n    category: legal\n    url: ${url}\n    tags: [x]\n    content: Text.\n`
    const { outputs } = checkVariant({
      'knowledge.yaml': (text) =>
        text.trimEnd() +
        entry('refund-speed', '/refund-policy#processing-time') +
        entry('compared', '/ai-agent#comparison'),
    })
    const { passages } = knowledgeOf(outputs!)
    const place = (url: string) => passages.find((passage) => passage.url === url && passage.kind !== 'entry')!
    const byId = (id: string) => passages.find((passage) => passage.id === id)!
    // The other clauses of the refund policy.
    expect(place('/refund-policy#processing-time').followUps.length).toBeGreaterThan(0)
    expect(byId('refund-speed').followUps).toEqual(place('/refund-policy#processing-time').followUps)
    // The comparison table has none: the page's quick questions from chat.yaml.
    expect(place('/ai-agent#comparison').followUps).toEqual([])
    const chat = parse(readFileSync('content/chat.yaml', 'utf8')) as { quickQuestions: Record<string, string[]> }
    expect(byId('compared').followUps).toEqual(chat.quickQuestions['/ai-agent'])
  })

  test('a card that points to another place on the site lends its words to that place instead', () => {
    const { outputs } = checkVariant({})
    const { passages } = knowledgeOf(outputs!)
    const target = passages.find((passage) => passage.url === '/documentation#customization')!
    expect(target.keywords).toContain('Change colours, fonts, copy and images to match your brand.')
  })
})

describe("a plan's line", () => {
  test('states its price where the search reads it back, not a saving in its notes', () => {
    const bundle = {
      name: 'Bundle',
      tagline: 'Best value, Save $50',
      price: '$197',
      period: 'one-time',
      compareAtPrice: '$247',
    }
    const line = planLine(bundle as Parameters<typeof planLine>[0])
    expect(line).toBe('**Bundle** (Best value, Save $50): **$197** one-time instead of $247')
    expect(planPrice(line)).toBe('197')
    expect(
      planPrice(`${planLine({ ...bundle, tagline: undefined, price: '$1,299' } as Parameters<typeof planLine>[0])}.`),
    ).toBe('1,299')
  })
})

describe('the link check', () => {
  test('also checks links from elsewhere, such as the chat passages', () => {
    const folder = mkdtempSync(join(tmpdir(), 'links-'))
    try {
      writeFileSync(join(folder, 'index.html'), '<section id="faq"></section>')
      const result = checkLinks(folder, { 'chat passages': ['/#faq', '/#gone', '/nowhere'] })
      expect(result.broken).toEqual([
        { page: 'chat passages', href: '/#gone', reason: '/ has no element with id "gone"' },
        { page: 'chat passages', href: '/nowhere', reason: 'no page at /nowhere' },
      ])
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })
})
