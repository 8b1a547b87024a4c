import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { describe, expect, test } from 'vitest'
import { parse } from 'yaml'
import type { PageBundle } from '../../schema/bundle.ts'
import { checkContent } from '../../scripts/content/check.ts'
import { readKnowledge } from '../../src/knowledge/knowledge-format.ts'
import { generateJsonSchemas } from '../../scripts/content/json-schemas.ts'
import { checkVariant, root } from './helpers/content-fixture.ts'
import { specRoutes } from '../spec-routes.ts'

const shipped = checkContent(root)
const outputs = shipped.outputs ?? new Map<string, string>()

/** Reads a constant back from a generated module (its value is a JSON literal behind a type annotation). */
function generatedData(path: string, name?: string): unknown {
  const text = outputs.get(`src/generated/${path}`)
  if (!text) throw new Error(`${path} was not generated`)
  const declaration = new RegExp(`const ${name ?? '\\w+'}: [^=]+ = `).exec(text)
  if (!declaration) throw new Error(`${path} has no constant ${name ?? ''}`)
  const start = declaration.index + declaration[0].length
  const end = text.slice(start).search(/\n[}\]]\n/) + start + 2
  return JSON.parse(text.slice(start, end))
}

type PlansData = { plans: { price: string; name: string; purchaseUrl: string }[] }

const knowledge = readKnowledge(outputs.get('src/generated/knowledge.json')!)

function pageBundle(slug: string): PageBundle {
  return generatedData(`pages/${slug}.ts`) as PageBundle
}

describe('the shipped content', () => {
  test('passes every check', () => {
    expect(shipped.problems).toEqual([])
  })

  test('has the 14 routes of the spec plus the 404 page', () => {
    const routes = (generatedData('routes.ts', 'routes') as { path: string }[]).map((route) => route.path)
    expect(routes.sort()).toEqual([...specRoutes].sort())
    expect(pageBundle('not-found').page.sections[0]).toMatchObject({ title: 'Oops! Page Not Found' })
  })

  test('has the 15 knowledge-base ids of the spec', () => {
    const ids = knowledge.passages.filter((passage) => passage.kind === 'entry').map((entry) => entry.id)
    expect(ids).toEqual(
      expect.arrayContaining([
        'starter-plan',
        'professional-plan',
        'enterprise-plan',
        'tech-stack',
        'responsive-design',
        'performance',
        'customization',
        'setup',
        'commercial-license',
        'refund-policy',
        'support',
        'documentation',
        'package-contents',
        'faq-updates',
        'faq-coding-experience',
      ]),
    )
  })

  test('FAQ groups have 9 items on home, 8 on /faq and 4 on pricing', () => {
    const count = (slug: string, group: string) => pageBundle(slug).faqGroups[group]?.items.length
    expect([count('home', 'home'), count('faq', 'faq'), count('pricing', 'pricing')]).toEqual([9, 8, 4])
  })

  test('plans and the bundle offer match the spec', () => {
    const plans = Object.values(pageBundle('home').plans).map((plan) => [plan.name, plan.price, plan.popular])
    expect(plans).toEqual([
      ['Starter', '$67', false],
      ['Professional', '$127', true],
      ['Enterprise', '$247', false],
    ])
    const bundle = pageBundle('ai-agent').plans.bundle!
    expect([bundle.price, bundle.compareAtPrice, bundle.badge]).toEqual(['$197', '$247', 'Save $50'])
  })

  test('the home hero button reads "Get Template Now $67"', () => {
    const hero = pageBundle('home').page.sections[0]
    expect(hero?.type === 'hero' && hero.actions[0]?.label).toBe('Get Template Now $67')
  })
})

describe('contracts over the generated content', () => {
  const texts: [string, string, string][] = []
  const links: [string, string][] = []
  for (const [path, text] of outputs) {
    const walk = (value: unknown, key: string) => {
      if (typeof value === 'string') {
        texts.push([path, key, value])
        if (key === 'href' || key === 'purchaseUrl' || key === 'url' || key === 'image') links.push([path, value])
      } else if (Array.isArray(value)) value.forEach((item) => walk(item, key))
      else if (value && typeof value === 'object') for (const [child, item] of Object.entries(value)) walk(item, child)
    }
    if (path.endsWith('.json')) walk(JSON.parse(text), '')
    else for (const match of text.matchAll(/= (\{[\s\S]*?\n\}|\[[\s\S]*?\n\])\n/g)) walk(JSON.parse(match[1]!), '')
  }

  test('no visitor-facing text is empty', () => {
    expect(texts.length).toBeGreaterThan(500)
    // A passage of the chat may have no text of its own (a column is its list), so the index is not checked here.
    expect(texts.filter(([path, , value]) => value.trim() === '' && !path.endsWith('knowledge.json'))).toEqual([])
  })

  test('no reference is left unresolved', () => {
    expect(texts.filter(([, , value]) => value.includes('{{') || value.includes('}}'))).toEqual([])
  })

  test('every link is internal, https or mailto', () => {
    expect(links.length).toBeGreaterThan(100)
    expect(links.filter(([, value]) => !/^(\/|#|https:\/\/|mailto:)/.test(value))).toEqual([])
  })

  test('every internal link resolves to a route and an anchor it declares', () => {
    const anchors = new Map<string, Set<string>>()
    for (const [path] of outputs) {
      const slug = path.match(/^src\/generated\/pages\/(.+)\.ts$/)?.[1]
      if (!slug) continue
      const bundle = pageBundle(slug)
      // Every anchor the page renders: sections, their parts, FAQ questions, and plan cards (by plan id).
      const ids = new Set<string>(Object.keys(bundle.plans))
      const collect = (value: unknown): void => {
        if (Array.isArray(value)) value.forEach(collect)
        else if (value && typeof value === 'object')
          for (const [key, child] of Object.entries(value)) {
            if (key === 'id') ids.add(String(child))
            else collect(child)
          }
      }
      collect(bundle.page.sections)
      for (const group of Object.values(bundle.faqGroups)) collect(group.items)
      anchors.set(bundle.page.route, ids)
    }
    const broken = links
      .filter(([, value]) => value.startsWith('/'))
      .filter(([, value]) => {
        const [route, anchor] = value.split('#') as [string, string | undefined]
        return !anchors.has(route) || (anchor !== undefined && !anchors.get(route)!.has(anchor))
      })
    expect(broken).toEqual([])
  })
})

describe('one source of truth for prices', () => {
  test('$67 is written once in content/', () => {
    const hits = execFileSync('grep', ['-rn', '\\$67', join(root, 'content')], { encoding: 'utf8' })
      .trim()
      .split('\n')
    expect(hits).toHaveLength(1)
    expect(hits[0]).toContain('plans.yaml')
  })

  test('changing the starter price in plans.yaml changes it everywhere', () => {
    const { outputs: changed, problems } = checkVariant({
      'plans.yaml': (text) => text.replace('price: $67', 'price: $69'),
    })
    expect(problems).toEqual([])
    const all = [...changed!.entries()].filter(([path]) => /\.(ts|json)$/.test(path))
    expect(all.filter(([, text]) => text.includes('$67')).map(([path]) => path)).toEqual([])
    const mentions = all.filter(([, text]) => text.includes('$69')).map(([path]) => path.replace('src/generated/', ''))
    expect(mentions).toEqual(
      expect.arrayContaining(['pages/home.ts', 'pages/pricing.ts', 'pages/features.ts', 'knowledge.json', 'plans.ts']),
    )
    expect(changed!.get('src/generated/pages/home.ts')).toContain('"Get Template Now $69"')
  })
})

describe('JSON Schemas for editors', () => {
  test('schema/json is up to date with the zod schemas', () => {
    for (const [path, text] of generateJsonSchemas({ cache: false }))
      expect(readFileSync(join(root, path), 'utf8'), path).toBe(text)
  })

  test('a plan schema rejects unknown keys in the editor too', () => {
    const plans = JSON.parse(readFileSync(join(root, 'schema/json/plans.json'), 'utf8'))
    expect(plans.properties.plans.items.additionalProperties).toBe(false)
  })

  describe('the editor schema agrees with the validator', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true })
    const validatorFor = (kind: string) =>
      ajv.compile(JSON.parse(readFileSync(join(root, `schema/json/${kind}.json`), 'utf8')))
    const raw = (file: string) => parse(readFileSync(join(root, 'content', file), 'utf8'))

    test('every shipped file is valid in the editor, references included', () => {
      for (const [kind, file] of [
        ['plans', 'plans.yaml'],
        ['site', 'site.yaml'],
        ['chat', 'chat.yaml'],
        ['popups', 'popups.yaml'],
        ['navigation', 'navigation.yaml'],
        ['page', 'pages/home.yaml'],
        ['page', 'pages/support.yaml'],
        ['knowledgeEval', 'knowledge-eval.yaml'],
      ]) {
        const validate = validatorFor(kind!)
        expect(validate(raw(file!)), `${file}: ${JSON.stringify(validate.errors?.slice(0, 2))}`).toBe(true)
      }
    })

    test.each([
      ['a bad price', (plans: PlansData) => (plans.plans[0]!.price = '$67.5')],
      ['a blank name', (plans: PlansData) => (plans.plans[0]!.name = '   ')],
      ['an http link', (plans: PlansData) => (plans.plans[0]!.purchaseUrl = 'http://store.example.com')],
      ['a link with a space', (plans: PlansData) => (plans.plans[0]!.purchaseUrl = 'https://exa mple.com')],
    ])('%s is flagged in the editor as by the check', (_name, change) => {
      const plans = raw('plans.yaml') as PlansData
      change(plans)
      expect(validatorFor('plans')(plans)).toBe(false)
    })

    test('a reference is accepted where a price or link is expected', () => {
      const plans = raw('plans.yaml') as PlansData
      plans.plans[0]!.price = '{{offers.bundle.price}}'
      plans.plans[0]!.purchaseUrl = '{{links.buyStarter}}'
      expect(validatorFor('plans')(plans)).toBe(true)
    })

    test('a reserved route is flagged in the editor', () => {
      const page = raw('pages/support.yaml') as { route: string }
      page.route = '/home'
      expect(validatorFor('page')(page)).toBe(false)
    })
  })

  test("every field carries its schema comment as the editor's hover text", () => {
    const plans = JSON.parse(readFileSync(join(root, 'schema/json/plans.json'), 'utf8'))
    expect(plans.properties.plans.items.properties.price.description).toBe(
      'The price with its currency sign, e.g. "$127".',
    )
    const undocumented: string[] = []
    const visit = (node: unknown, path: string) => {
      if (!node || typeof node !== 'object') return
      const schema = node as Record<string, unknown>
      for (const [key, field] of Object.entries((schema.properties ?? {}) as Record<string, Record<string, unknown>>)) {
        if (!field.description) undocumented.push(`${path}.${key}`)
        visit(field, `${path}.${key}`)
      }
      visit(schema.items, `${path}[]`)
      visit(schema.additionalProperties, `${path}{}`)
      for (const option of [...((schema.anyOf ?? []) as unknown[]), ...((schema.oneOf ?? []) as unknown[])])
        visit(option, path)
    }
    for (const [path, text] of generateJsonSchemas()) visit(JSON.parse(text), path)
    expect(undocumented).toEqual([])
  })
})
