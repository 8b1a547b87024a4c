import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { findUnresolved } from '../../scripts/site/check-unresolved.ts'
import { checkVariant } from './helpers/content-fixture.ts'

// Careless edits a marketer makes, each refused at its file:line:col with what to do, or building a right site.

const plansEdit = (from: string, to: string) => ({ 'plans.yaml': (text: string) => text.replace(from, to) })
const pricingPage = (from: string, to: string) => ({ 'pages/pricing.yaml': (text: string) => text.replace(from, to) })
const generated = (outputs: Map<string, string> | undefined) => [...(outputs ?? new Map()).values()].join('\n')

describe('files that are empty, unreadable or not content', () => {
  test.each([
    ['claims.yaml', '', 'the claims (claims:)'],
    ['claims.yaml', '# yaml-language-server: $schema=../schema/json/claims.json\n# none yet\n', 'the claims (claims:)'],
    ['plans.yaml', '', 'the plans and offers (plans:, offers:)'],
    ['faqs.yaml', '\n\n', 'the faq groups (groups:)'],
    ['testimonials.yaml', '', 'the testimonials (testimonials:)'],
    ['navigation.yaml', '', 'the header and footer (header:, footer:)'],
  ])('an empty %s says what it must hold, and only that', (file, text, holds) => {
    const { lines, outputs } = checkVariant({ [file]: text })
    expect(lines).toEqual([
      `content/${file}:1:1  (file)  This file is empty or holds only comments: it must hold ${holds}`,
    ])
    expect(outputs).toBeUndefined()
  })

  test('a Latin-1 file is refused at its first bad byte, with "save as UTF-8"', () => {
    const { lines } = checkVariant({
      'faqs.yaml': (text) =>
        Buffer.from(text.replace('Do I need coding experience?', 'Do I need café coding?'), 'latin1') as never,
    })
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^content\/faqs\.yaml:\d+:\d+ {2}\(file\) {2}This file is not UTF-8 .*save it as UTF-8$/)
  })

  test('a UTF-16 file says to save it as UTF-8, instead of a page of garbled errors', () => {
    const { lines } = checkVariant({
      'claims.yaml': (text) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]) as never,
    })
    expect(lines).toEqual([
      'content/claims.yaml:1:1  (file)  This file is saved as UTF-16: save it as UTF-8 (in VS Code: "Save with Encoding", then "UTF-8")',
    ])
  })

  test("editors' lock links, backups and swap files are not content", () => {
    const { problems, folder } = checkVariant({ 'plans.yaml~': 'plans: [', '.plans.yaml.swp': '\u0000' })
    symlinkSync('user@host.1234:1700000000', join(folder, 'content/.#plans.yaml'))
    expect(problems).toEqual([])
    const again = checkVariant({ '.#faqs.yaml': 'groups: [' })
    expect(again.problems).toEqual([])
  })
})

describe('YAML that would cut, lose or explode the text', () => {
  test('an unquoted " #" is flagged with the text to write', () => {
    const { lines } = checkVariant(pricingPage('heading: Choose the plan that fits', 'heading: Rated #1 plan'))
    expect(lines).toEqual([
      'content/pages/pricing.yaml:10:14  sections[0].heading  Quote this text: "#" starts a comment, so "#1 plan" was dropped. Write it as "Rated #1 plan"',
    ])
  })

  test('a comment after a value, with a space after "#", stays a comment', () => {
    const { problems } = checkVariant(plansEdit('    name: Starter\n', '    name: Starter # the entry plan\n'))
    expect(problems).toEqual([])
  })

  test('a misspelt alias points at its line and suggests the anchor', () => {
    const { lines } = checkVariant(
      plansEdit(
        '    features:\n      - Complete React 18',
        '    features: &starterFeatures\n      - Complete React 18',
      ),
    )
    expect(lines).toEqual([])
    const broken = checkVariant({
      'plans.yaml': (text) =>
        text
          .replace(
            '    features:\n      - Complete React 18',
            '    features: &starterFeatures\n      - Complete React 18',
          )
          .replace(
            /(compareAtPrice: \$247\n {4}period: one-time\n {4}description: [^\n]*\n) {4}features:\n( {6}- [^\n]*\n)+/,
            '$1    features: *starterFeature\n',
          ),
    })
    expect(broken.lines).toEqual([
      expect.stringMatching(
        /^content\/plans\.yaml:\d+:15 {2}\(file\) {2}YAML alias \*starterFeature has no anchor &starterFeature above it \(did you mean \*starterFeatures\?\)$/,
      ),
    ])
  })

  test('an alias written before its anchor says to move one, not to use the name it already has', () => {
    // Stop 56: a rule moved above the one holding &notOffered was told "did you mean *notOffered?".
    const broken = checkVariant({
      'plans.yaml': (text) =>
        text
          .replace(/( {4}features:\n)( {6}- Everything in Starter)/, '    features: &proFeatures\n$2')
          .replace(
            /( {4}period: one-time\n {4}description: Everything a solo[^\n]*\n) {4}features:\n( {6}- [^\n]*\n)+/,
            '$1    features: *proFeatures\n',
          ),
    })
    expect(broken.lines).toEqual([
      expect.stringMatching(
        /^content\/plans\.yaml:11:15 {2}\(file\) {2}YAML alias \*proFeatures comes before its anchor &proFeatures \(line \d+\): an alias can only refer to an anchor above it, so move this entry below line \d+ or move the anchor up$/,
      ),
    ])
  })

  test('a list reused through an alias has its references resolved everywhere it appears', () => {
    const { problems, outputs } = checkVariant({
      'plans.yaml': (text) =>
        text
          .replace('    features:\n      - Complete React 18', '    features: &f\n      - Complete React 18')
          .replace(
            /(compareAtPrice: \$247\n {4}period: one-time\n {4}description: [^\n]*\n) {4}features:\n( {6}- [^\n]*\n)+/,
            '$1    features: *f\n',
          ),
    })
    expect(problems).toEqual([])
    expect(generated(outputs)).not.toContain('{{')
    expect(generated(outputs)).toContain('Email support within 24 hours')
  })

  test('an alias bomb is refused at its first alias, not thrown', () => {
    const bomb = ['a: &a [x, x, x, x, x, x, x, x, x]']
    for (const [name, previous] of [
      ['b', 'a'],
      ['c', 'b'],
      ['d', 'c'],
      ['e', 'd'],
      ['f', 'e'],
    ])
      bomb.push(`${name}: &${name} [${Array(9).fill(`*${previous}`).join(', ')}]`)
    const { lines } = checkVariant({ 'claims.yaml': (text) => `${text}${bomb.join('\n')}\n` })
    expect(lines).toEqual([
      expect.stringMatching(
        /^content\/claims\.yaml:\d+:\d+ {2}\(file\) {2}These YAML aliases \(\*name\) expand into too many values/,
      ),
    ])
  })

  test('a reference at the start of an unquoted value says to add the quotes', () => {
    const { lines } = checkVariant(
      pricingPage('heading: Choose the plan that fits', 'heading: {{claims.downloads}} chose us'),
    )
    expect(lines).toEqual([
      'content/pages/pricing.yaml:10:35  (file)  YAML syntax error: a text that starts with {{ must be in double quotes: heading: "{{claims.downloads}} chose us"',
    ])
  })
})

describe('prices and references', () => {
  test('a price typed by hand is refused with the reference to write', () => {
    const { lines } = checkVariant({
      'faqs.yaml': (text) => text.replace('You pay once and keep the template forever', 'You pay $67 once and keep it'),
    })
    expect(lines).toEqual([
      expect.stringMatching(
        /^content\/faqs\.yaml:\d+:\d+ {2}groups\[2\]\.items\[0\]\.answer {2}Write \{\{plans\.starter\.price\}\} instead of \$67, so this text follows price changes$/,
      ),
    ])
    const shared = checkVariant({ 'faqs.yaml': (text) => text.replace('You pay once', 'You pay $197 once') })
    expect(shared.lines[0]).toContain('Write {{offers.ai-agent.price}} or {{offers.bundle.price}} instead of $197')
  })

  test('a one-brace reference is refused: it would be shown as it is', () => {
    const { lines } = checkVariant({
      'faqs.yaml': (text) => text.replace('You pay once', 'You pay {plans.starter.price} once'),
    })
    expect(lines[0]).toContain(
      'Write {{plans.starter.price}} with two braces on each side: with one, "{plans.starter.price}" is shown as it is',
    )
  })

  test('"\\{{" writes a literal "{{", and only that one may reach the site', () => {
    const { problems, outputs, content } = checkVariant({
      'faqs.yaml': (text) => text.replace('You pay once', 'Templates write \\{{claims.x}} and you pay once'),
    })
    expect(problems).toEqual([])
    expect(generated(outputs)).toContain('Templates write {{claims.x}} and you pay once')
    expect([...content!.references.table.literals]).toEqual(['{{claims.x}}'])
  })

  test.each([
    ['$67.5', 'Write cents with two digits, like "$67.50", got "$67.5"'],
    ['$1000', 'Write thousands with commas, like "$1,000", got "$1000"'],
    ['67', 'Expected a price with its dollar sign, like "$127", got 67'],
    ['"€67"', 'Expected a price with its dollar sign, like "$127", got "€67"'],
  ])('price %s says how to write it', (written, message) => {
    const { lines } = checkVariant(plansEdit('price: $67', `price: ${written}`))
    expect(lines).toEqual([`content/plans.yaml:8:12  plans[0].price  ${message}`])
  })

  test('savings keep two digits of cents', () => {
    const { outputs, problems } = checkVariant(plansEdit('compareAtPrice: $247', 'compareAtPrice: $247.50'))
    expect(problems).toEqual([])
    expect(generated(outputs)).toContain('Save $50.50')
  })
})

describe('routes and links', () => {
  test.each(['/404', '/not-found', '/home', '/assets'])('route %s is refused at the route line', (route) => {
    const { lines } = checkVariant({
      'pages/commercial-use.yaml': (text) => text.replace('route: /commercial-use', `route: ${route}`),
    })
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(`^content/pages/commercial-use\\.yaml:2:8  route  Route "${route}" is reserved: .* Choose another$`),
      ),
    )
  })

  test.each([
    ['https://exa mple.com', 'A web address cannot contain spaces, got "https://exa mple.com"'],
    ['https://launchkit', '"https://launchkit" is missing its domain, like https://example.com/page'],
    ['"mailto:"', '"mailto:" has no e-mail address after mailto:'],
  ])('an external link %s that would not work is refused', (url, message) => {
    const { lines } = checkVariant({ 'site.yaml': (text) => text.replace('https://preview.launchkit.dev', url) })
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/site\\.yaml:\\d+:\\d+  links\\.livePreview  ${message.replace(/[.*+?^${}()|[\]\\"]/g, '\\$&')}$`,
        ),
      ),
    ])
  })
})

describe('one run shows every problem, each at its real cause', () => {
  test('a syntax error in one page gives its own error, not "page does not exist" in every file linking to it', () => {
    const { lines } = checkVariant(pricingPage('heading: Choose the plan that fits', 'heading: Choose: the plan'))
    expect(lines).toEqual([
      expect.stringMatching(
        /^content\/pages\/pricing\.yaml:10:14 {2}\(file\) {2}YAML syntax error: a text containing ": " must be wrapped in double quotes/,
      ),
    ])
  })

  test('an invalid plans.yaml does not hide a broken link elsewhere, nor break its anchors', () => {
    const { lines } = checkVariant({
      ...plansEdit('price: $67', 'price: 67'),
      'pages/support.yaml': (text) => text.replace('href: /faq', 'href: /faqs'),
      'pages/pricing.yaml': (text) =>
        text.replace('plans: [starter, professional, enterprise]', 'plans: [starter, profesional, enterprise]'),
    })
    expect(lines).toEqual([
      'content/pages/pricing.yaml:12:22  sections[0].plans[1]  Unknown plan "profesional" (did you mean "professional"?). Known: starter, professional, enterprise, ai-agent, bundle',
      expect.stringMatching(
        /^content\/pages\/support\.yaml:\d+:17 {2}sections\[1\]\.cards\[1\]\.link\.href {2}Link "\/faqs" points to a page that does not exist \(did you mean "\/faq"\?\)$/,
      ),
      'content/plans.yaml:8:12  plans[0].price  Expected a price with its dollar sign, like "$127", got 67',
    ])
  })
})

describe('the build guard', () => {
  test('a "{{reference}}" or one-brace reference in the built HTML or JSON is found, unless written on purpose', () => {
    const site = mkdtempSync(join(tmpdir(), 'site-'))
    try {
      mkdirSync(join(site, 'assets'))
      writeFileSync(
        join(site, 'index.html'),
        '<p>Rated {{claims.rating}} — write {{claims.x}} — {plans.starter.price}</p>',
      )
      writeFileSync(join(site, 'assets/knowledge-1.json'), '{"text":"{{offers.bundle.price}}"}')
      expect(findUnresolved(site, new Set(['{{claims.x}}']))).toEqual([
        { file: 'index.html', text: '{{claims.rating}}' },
        { file: 'index.html', text: '{plans.starter.price}' },
        { file: 'assets/knowledge-1.json', text: '{{offers.bundle.price}}' },
      ])
    } finally {
      rmSync(site, { recursive: true, force: true })
    }
  })
})
