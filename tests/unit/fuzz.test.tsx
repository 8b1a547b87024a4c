import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { stringify } from 'yaml'
import { contentKinds, type ContentKindName } from '../../schema/index.ts'
import { buildReferenceTable, resolveReferences } from '../../scripts/content/references.ts'
import type { Problem } from '../../scripts/content/problem.ts'
import { parseSource } from '../../scripts/content/source.ts'
import { validateSource } from '../../scripts/content/validate.ts'
import { Markdown } from '../../src/chat/markdown.tsx'
import { checkVariant, root } from './helpers/content-fixture.ts'

const files: [string, ContentKindName][] = [
  ['pages/home.yaml', 'page'],
  ['pages/ai-agent.yaml', 'page'],
  ['plans.yaml', 'plans'],
  ['chat.yaml', 'chat'],
  ['popups.yaml', 'popups'],
  ['site.yaml', 'site'],
  ['navigation.yaml', 'navigation'],
  ['knowledge.yaml', 'knowledge'],
]
const originals = files.map(([path, kind]) => ({ path, kind, text: readFileSync(join(root, 'content', path), 'utf8') }))
const table = buildReferenceTable({
  plans: parseSource(readFileSync(join(root, 'content/plans.yaml'), 'utf8'), 'plans.yaml', []).data,
  claims: parseSource(readFileSync(join(root, 'content/claims.yaml'), 'utf8'), 'claims.yaml', []).data,
  site: parseSource(readFileSync(join(root, 'content/site.yaml'), 'utf8'), 'site.yaml', []).data,
})

/** Every path to a value in a tree of plain data. */
function paths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return [at, ...value.flatMap((item, index) => paths(item, [...at, index]))]
  if (value && typeof value === 'object')
    return [at, ...Object.entries(value).flatMap(([key, item]) => paths(item, [...at, key]))]
  return [at]
}

const oddValues = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\u202e\u200b',
    '💥'.repeat(50),
    '{{',
    '}}',
    '{{plans.nope.price}}',
    'javascript:alert(1)',
    'http://insecure.test',
    '#',
    '/nowhere#nothing',
  ),
  fc.constant('x'.repeat(200_000)),
  fc.constant([]),
  fc.constant({}),
  fc.constant(Array.from({ length: 40 }).reduce<unknown>((inner) => ({ deeper: [inner] }), 'bottom')),
)

function selfContaining(): unknown {
  const loop: { deeper: unknown[] } = { deeper: [] }
  loop.deeper.push(loop)
  return loop
}

type Mutation = { kind: 'replace' | 'delete' | 'rename'; pick: number; value: unknown; key: string }
const mutation = fc.record({
  kind: fc.constantFrom<Mutation['kind']>('replace', 'delete', 'rename'),
  pick: fc.nat(),
  value: oddValues,
  key: fc.constantFrom('pirce', 'titel', 'type', '', '🙂', '__proto__', 'constructor'),
})

function mutate(data: unknown, changes: Mutation[]): unknown {
  const copy = structuredClone(data)
  for (const change of changes) {
    const all = paths(copy).filter((path) => path.length > 0)
    if (all.length === 0) break
    const path = all[change.pick % all.length]!
    const parent = path.slice(0, -1).reduce<any>((node, key) => node[key], copy) // eslint-disable-line @typescript-eslint/no-explicit-any
    const last = path.at(-1)!
    // A copy: fast-check hands out the same constant object on every run, and a later change inside it would
    // otherwise alter that constant (once it even came to contain itself, breaking every run after).
    if (change.kind === 'replace') parent[last] = structuredClone(change.value)
    else if (change.kind === 'delete') {
      if (Array.isArray(parent)) parent.splice(Number(last), 1)
      else delete parent[last]
    } else if (!Array.isArray(parent)) {
      parent[change.key] = parent[last]
      delete parent[last]
    }
  }
  return copy
}

/** Runs one file through the content check as the build does, returning its problems. */
function check(text: string, path: string, kind: ContentKindName): Problem[] {
  const problems: Problem[] = []
  const source = parseSource(text, `content/${path}`, problems)
  if (source.data !== null) {
    resolveReferences(source, table, problems, new Map())
    validateSource(source, contentKinds[kind].schema, problems)
  }
  return problems
}

function expectLocated(problems: Problem[], path: string) {
  for (const problem of problems) {
    expect(problem.file).toBe(`content/${path}`)
    expect(problem.line).toBeGreaterThanOrEqual(1)
    expect(problem.col).toBeGreaterThanOrEqual(1)
    expect(typeof problem.path).toBe('string')
    expect(problem.message.length).toBeGreaterThan(0)
    expect(problem.message).not.toMatch(/\n\s+at /) // no stack trace
  }
}

// The time limits below are for a hang, not budgets: a run may be a whole content check (11 s on an idle 2-core
// machine in stop 58, calibration included), and the folder fuzz took 53 s alone and 127 s beside other workers.

describe('fuzzing the content check', () => {
  test('1,000 mutated copies of valid content: never an unhandled error, every problem located', () => {
    fc.assert(
      fc.property(
        fc.nat(originals.length - 1),
        fc.array(mutation, { minLength: 1, maxLength: 4 }),
        (which, changes) => {
          const original = originals[which]!
          const data = parseSource(original.text, original.path, []).data
          const text = stringify(mutate(data, changes), { lineWidth: 0 })
          const problems = check(text, original.path, original.kind)
          expectLocated(problems, original.path)
        },
      ),
      // The first failure fast-check found: a value containing itself (in YAML, an alias inside its own anchor).
      { numRuns: 1000, examples: [[0, [{ kind: 'replace', pick: 0, value: selfContaining(), key: 'pirce' }]]] },
    )
  }, 400_000)

  test('raw text damage (inserted bytes, cut files) is reported at a position, never thrown', () => {
    fc.assert(
      fc.property(
        fc.nat(originals.length - 1),
        fc.nat(),
        fc.string({ unit: 'binary', maxLength: 12 }),
        fc.boolean(),
        (which, at, inserted, cut) => {
          const original = originals[which]!
          const position = at % original.text.length
          const text = cut
            ? original.text.slice(0, position)
            : original.text.slice(0, position) + inserted + original.text.slice(position)
          expectLocated(check(text, original.path, original.kind), original.path)
        },
      ),
      { numRuns: 500 },
    )
  }, 400_000)
})

describe('fuzzing whole content folders with the mistakes marketers make', () => {
  /** One kind of damage to a content folder: a file replaced, or a line changed. */
  type Damage = { file: string; change: (text: string) => string | Buffer }
  const yamlFiles = [
    'plans.yaml',
    'claims.yaml',
    'faqs.yaml',
    'testimonials.yaml',
    'navigation.yaml',
    'pages/pricing.yaml',
  ]
  const damage = fc.oneof(
    // Empty and comments-only files.
    fc.constantFrom(...yamlFiles).map<Damage>((file) => ({ file, change: () => '' })),
    fc
      .constantFrom(...yamlFiles)
      .map<Damage>((file) => ({ file, change: (text) => `${text.split('\n')[0]}\n# draft\n` })),
    // Other encodings.
    fc.constantFrom(...yamlFiles).map<Damage>((file) => ({
      file,
      change: (text) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]),
    })),
    fc
      .constantFrom(...yamlFiles)
      .map<Damage>((file) => ({ file, change: (text) => Buffer.from(`${text}# café\n`, 'latin1') })),
    // Aliases: misspelt, bombs, reused lists.
    fc.constantFrom(...yamlFiles).map<Damage>((file) => ({ file, change: (text) => `${text}extra: *nothing\n` })),
    fc.constant<Damage>({
      file: 'claims.yaml',
      change: (text) =>
        `${text}a: &a [x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b]\nd: [*c, *c, *c, *c, *c, *c, *c, *c]\n`,
    }),
    fc.constant<Damage>({
      file: 'plans.yaml',
      change: (text) =>
        text
          .replace('    features:\n      - Complete React 18', '    features: &f\n      - Complete React 18')
          .replace(
            /(compareAtPrice: \$247\n {4}period: one-time\n {4}description: [^\n]*\n) {4}features:\n( {6}- [^\n]*\n)+/,
            '$1    features: *f\n',
          ),
    }),
    // Reserved and odd routes.
    fc.constantFrom('/404', '/not-found', '/home', '/assets', '/Pricing', '*').map<Damage>((route) => ({
      file: 'pages/support.yaml',
      change: (text) => text.replace('route: /support', `route: "${route}"`),
    })),
    // Text cut by a comment, prices typed by hand, references with one brace or unquoted at the start.
    fc
      .constantFrom(
        'Rated #1 plan',
        'Only $67 today',
        'Only {plans.starter.price}',
        '{{claims.downloads}} chose it',
        'Pay $1000',
      )
      .map<Damage>((heading) => ({
        file: 'pages/pricing.yaml',
        change: (text) => text.replace('heading: Choose the plan that fits', `heading: ${heading}`),
      })),
  )

  test('never a thrown error, every problem located, and no unresolved reference in what is generated', () => {
    fc.assert(
      fc.property(fc.array(damage, { minLength: 1, maxLength: 3 }), (damages) => {
        const variant = checkVariant(
          Object.fromEntries(damages.map(({ file, change }) => [file, (text: string) => change(text) as string])),
        )
        for (const problem of variant.problems) {
          expect(problem.line).toBeGreaterThanOrEqual(1)
          expect(problem.col).toBeGreaterThanOrEqual(1)
          expect(problem.message).not.toMatch(/\n\s+at /)
        }
        if (variant.outputs) {
          const output = [...variant.outputs.values()].join('\n')
          expect(output).not.toMatch(/\{\{|(?<!\{)\{(plans|offers|claims|links|site)\.|\uFFFD/)
        }
      }),
      { numRuns: 60 },
    )
  }, 400_000)
})

describe('fuzzing reply rendering', () => {
  const dangerous = fc.constantFrom(
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<svg onload=alert(1)>',
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x]( javascript:alert(1))',
    '[x](data:text/html;base64,PHNjcmlwdD4=)',
    '[x](vbscript:msgbox)',
    '![x](javascript:alert(1))',
    '<a href="javascript:alert(1)">a</a>',
    '<iframe src="https://evil.test"></iframe>',
    '[x](//evil.test)',
    '<details open ontoggle=alert(1)>',
    '`<script>`',
    '```html\n<script>alert(1)</script>\n```',
    '> <b onclick=alert(1)>q</b>',
    '- [x](javascript&colon;alert(1))',
  )
  const markdownish = fc.array(
    fc.oneof(
      dangerous,
      fc.string({ maxLength: 20 }),
      fc.constantFrom('**', '_', '\n\n', '[', '](', ')', '<', '>', '"', "'", '`', '- ', '1. ', '# '),
    ),
    { maxLength: 25 },
  )

  test('generated markdown and HTML never yield a script, an event handler or a dangerous URL', () => {
    fc.assert(
      fc.property(markdownish, (parts) => {
        const html = renderToStaticMarkup(<Markdown text={parts.join('')} />)
        expect(html).not.toMatch(/<(script|iframe|img|svg|object|embed|details)\b/i)
        expect(html).not.toMatch(/<[^>]+\son[a-z]+=/i)
        for (const [, href] of html.matchAll(/href="([^"]*)"/g)) {
          expect(href).toMatch(/^(\/(?!\/)|#|https?:\/\/|mailto:)/)
        }
      }),
      { numRuns: 1000 },
    )
  })
})
