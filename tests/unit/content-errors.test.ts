import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { checkVariant, pageModeline } from './helpers/content-fixture.ts'

/** A page added to the shipped content; the route is unique so only the page's own mistakes show. */
const page = (body: string) =>
  `${pageModeline}\nroute: /broken\ntitle: Broken\ndescription: A page with mistakes.\n${body}`

describe('content mistakes are reported as file:line:col  path  message', () => {
  test('YAML syntax error points at its own line', () => {
    const { lines } = checkVariant({
      'pages/broken.yaml': page('sections:\n  - type: hero\n    title: Save time: launch today\n    subtitle: Fast.\n'),
    })
    expect(lines).toMatchInlineSnapshot(`
      [
        "content/pages/broken.yaml:7:12  (file)  YAML syntax error: a text containing ": " must be wrapped in double quotes, or a key is indented too far",
      ]
    `)
  })

  test('a key without its colon is named as such, not as an unclosed quote', () => {
    const { lines } = checkVariant({
      'pages/broken.yaml': page(
        'sections:\n  - type: hero\n    title: Launch today\n    subtitle Fast.\n  - type: cta\n',
      ),
    })
    expect(lines).toMatchInlineSnapshot(`
      [
        "content/pages/broken.yaml:8:5  (file)  YAML syntax error: this line needs a ": " after its key (key: value), or a space after its "-"",
      ]
    `)
  })

  test('a key without its colon above another key: YAML joins the two lines', () => {
    const { lines } = checkVariant({
      'pages/broken.yaml': page('sections:\n  - type: hero\n    title Launch today\n    subtitle: Fast.\n'),
    })
    expect(lines).toMatchInlineSnapshot(`
      [
        "content/pages/broken.yaml:7:5  (file)  YAML syntax error: YAML reads this line and the next as one key: this line needs a ": " after its key, or the next line is indented too far",
      ]
    `)
  })

  test('a line indented too far is reported on the line above, which YAML joins it to', () => {
    const { lines } = checkVariant({
      'pages/broken.yaml': page('sections:\n  - type: hero\n    title: Launch today\n     subtitle: Fast.\n'),
    })
    expect(lines).toMatchInlineSnapshot(`
      [
        "content/pages/broken.yaml:7:12  (file)  YAML syntax error: YAML reads this line and the next as one key: this line needs a ": " after its key, or the next line is indented too far",
      ]
    `)
  })

  test('a tab in the indentation is reported on each line that has one, without the errors it causes below', () => {
    // Each tab had also given a "reads this line and the next as one key" on the lines after it (11 problems for
    // one tab in plans.yaml).
    const { lines } = checkVariant({
      'pages/broken.yaml': page(
        'sections:\n  - type: hero\n\ttitle: Launch today\n    subtitle: Fast.\n\t  actions: []\n',
      ),
    })
    expect(lines).toMatchInlineSnapshot(`
      [
        "content/pages/broken.yaml:7:1  (file)  YAML syntax error: indent with spaces, not tabs",
        "content/pages/broken.yaml:9:1  (file)  YAML syntax error: indent with spaces, not tabs",
      ]
    `)
  })

  test('a list item indented further than the one above is an error, not more of its text', () => {
    // YAML joins an unquoted text's lines: the plan card had shown "Licence for one commercial project - Lifetime
    // updates" as one feature, and the check passed.
    const { lines } = checkVariant({
      'pages/broken.yaml': page(
        'sections:\n  - type: checklist\n    title: In the box\n    items:\n      - One\n        - Two\n',
      ),
    })
    expect(lines).toMatchInlineSnapshot(`
      [
        "content/pages/broken.yaml:10:9  sections[0].items[0]  This list item is indented further than the line above it, so YAML read it as more of that line's text ("One - Two"). Put its "-" in the same column as the other items'",
      ]
    `)
  })

  test('a list item indented less than the ones above is named as such, once', () => {
    // It had given three errors on its line, none about the list.
    const { lines } = checkVariant({
      'pages/broken.yaml': page(
        'sections:\n  - type: checklist\n    title: In the box\n    items:\n      - One\n    - Two\n      - Three\n',
      ),
    })
    expect(lines).toMatchInlineSnapshot(`
      [
        "content/pages/broken.yaml:10:5  (file)  YAML syntax error: this list item is indented less than the items above it: put its "-" in the same column as theirs",
      ]
    `)
  })

  test('an unclosed quote is shown where it opens, not where the file ends', () => {
    const { lines } = checkVariant({
      'pages/broken.yaml': page(
        'sections:\n  - type: hero\n    title: "Launch today\n    subtitle: Fast.\n    actions: []\n  - type: cta\n    title: Go\n',
      ),
    })
    expect(lines).toMatchInlineSnapshot(`
      [
        "content/pages/broken.yaml:7:12  (file)  YAML syntax error: a quote opened here is never closed",
      ]
    `)
  })

  test('text glued after a closing quote, and a list never closed, are named as such', () => {
    const { lines } = checkVariant({
      'pages/broken.yaml': page('sections:\n  - type: hero\n    title: "Save 20"%\n    subtitle: Fast.\n'),
      'pages/broken-list.yaml': `${pageModeline}\nroute: /broken-list\ntitle: Broken\ndescription: A list left open.\nsections: [\n`,
    })
    expect(lines).toMatchInlineSnapshot(`
      [
        "content/pages/broken-list.yaml:5:11  (file)  YAML syntax error: a list opened with "[" is never closed with "]", or its next line is not indented under it",
        "content/pages/broken.yaml:7:21  (file)  YAML syntax error: text after a closing quote or bracket belongs inside it",
      ]
    `)
  })

  test('missing required field, wrong type and empty text', () => {
    const { lines } = checkVariant({
      'pages/broken.yaml': page('sections:\n  - type: hero\n    title: 42\n    subtitle: ""\n'),
    })
    expect(lines).toMatchInlineSnapshot(`
      [
        "content/pages/broken.yaml:6:5  sections[0].actions  Required field is missing",
        "content/pages/broken.yaml:7:12  sections[0].title  Expected text, got 42: YAML reads it as a number, so put it in quotes ("42")",
        "content/pages/broken.yaml:8:15  sections[0].subtitle  Text must not be empty",
      ]
    `)
  })

  test('unknown key (typo) and invalid enum values', () => {
    const { lines } = checkVariant({
      'pages/broken.yaml': page(
        'sections:\n  - type: heor\n    title: Hi\n  - type: cards\n    headline: Oops\n    cards:\n      - icon: zapp\n        title: Fast\n        description: Quick.\n',
      ),
    })
    expect(lines).toMatchInlineSnapshot(`
      [
        "content/pages/broken.yaml:6:11  sections[0].type  Unknown type "heor" (did you mean "hero"?). Expected one of hero, cards, checklist, pricing, testimonials, stats, faq, cta, columns, steps, prose, comparison, assistant-demo",
        "content/pages/broken.yaml:9:5  sections[1].headline  Unknown key "headline" (did you mean "heading"?). Allowed keys: id, eyebrow, heading, intro, type, columns, cards",
        "content/pages/broken.yaml:11:15  sections[1].cards[0].icon  Expected one of "zap", "layout", "smartphone", "palette", "code", "shield", "rocket", "search", "gauge", "layers", "package", "book", "mail", "help", "file", "download", "terminal", "settings", "cloud", "star", "bot", "message", "clock", "users", "check", "github", "twitter", "linkedin", "sparkles", "trending", got "zapp" (did you mean "zap"?)",
      ]
    `)
  })

  test('a number in a list of texts, and a value that is neither text nor a list, say which item and what to write', () => {
    const { lines } = checkVariant({
      'knowledge-eval.yaml': (text) =>
        text
          .replace('expect: "{{plans.starter.price}}"', 'expect: [Starter, 67]')
          .replace('expect: 30-day', 'expect: true'),
    })
    expect(lines).toMatchInlineSnapshot(`
      [
        "content/knowledge-eval.yaml:16:23  tune[1].expect[1]  Expected text, got 67: YAML reads it as a number, so put it in quotes ("67")",
        "content/knowledge-eval.yaml:52:13  tune[13].expect  Expected text or a list, got true",
      ]
    `)
  })

  test('an unknown key in a plan names the file, line and key', () => {
    const { lines } = checkVariant({
      'plans.yaml': (text) => text.replace('    price: $127\n', '    price: $127\n    pirce: $129\n'),
    })
    expect(lines).toMatchInlineSnapshot(`
      [
        "content/plans.yaml:27:5  plans[1].pirce  Unknown key "pirce" (did you mean "price"?). Allowed keys: id, name, tagline, price, compareAtPrice, period, description, features, popular, badge, cta, purchaseUrl",
      ]
    `)
  })

  test('a price written as a number', () => {
    const { lines } = checkVariant({ 'plans.yaml': (text) => text.replace('price: $247', 'price: 247') })
    expect(lines).toMatchInlineSnapshot(`
      [
        "content/plans.yaml:44:12  plans[2].price  Expected a price with its dollar sign, like "$127", got 247",
      ]
    `)
  })

  test('duplicate ids, dangling links, unknown anchors and unknown references', () => {
    const { lines } = checkVariant({
      'pages/broken.yaml': page(
        [
          'sections:',
          '  - type: cta',
          '    id: offer',
          '    heading: Buy for {{plans.startr.price}}',
          '    actions:',
          '      - label: Pricing',
          '        href: /pricng',
          '      - label: Reviews',
          '        href: /#testimonial',
          '  - type: checklist',
          '    id: offer',
          '    items: [One]',
          '',
        ].join('\n'),
      ),
    })
    expect(lines).toMatchInlineSnapshot(`
      [
        "content/pages/broken.yaml:8:14  sections[0].heading  Unknown reference {{plans.startr.price}}. Did you mean {{plans.starter.price}}?",
        "content/pages/broken.yaml:11:15  sections[0].actions[0].href  Link "/pricng" points to a page that does not exist (did you mean "/pricing"?)",
        "content/pages/broken.yaml:13:15  sections[0].actions[1].href  Link "/#testimonial" points to an anchor that page / does not have (did you mean "#testimonials"?). Its sections: #features, #whats-included, #inside-the-package, #pricing, #testimonials, #faq, #ready-to-launch-faster, and 23 anchors of their parts",
        "content/pages/broken.yaml:15:9  sections[1].id  Duplicate anchor id "offer" on this page",
      ]
    `)
  })

  test('duplicate knowledge id and non-https URL', () => {
    const { lines } = checkVariant({
      'knowledge.yaml': (text) =>
        `${text}\n  - id: support\n    title: Support again\n    category: support\n    url: /support\n    tags: [help]\n    content: Write to us.\n`,
      'site.yaml': (text) => text.replace('livePreview: https://', 'livePreview: http://'),
    })
    expect(lines).toMatchInlineSnapshot(`
      [
        "content/knowledge.yaml:255:9  entries[26].id  Duplicate id "support": every knowledge entry needs its own id",
        "content/site.yaml:20:16  links.livePreview  External URLs must use https:// (or mailto: for e-mail), got "http://preview.launchkit.dev"",
      ]
    `)
  })

  test('an external link written in a text must be a whole https address, as an href must', () => {
    const { lines } = checkVariant({
      'knowledge.yaml': (text) =>
        text.replace('[live preview]({{links.livePreview}})', '[live preview](htps://preview.launchkit.dev)'),
    })
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(
      /^content\/knowledge\.yaml:\d+:\d+ {2}entries\[\d+\]\.content {2}Link "htps:\/\/preview\.launchkit\.dev" in this text: External URLs must use https:\/\//,
    )
  })

  test('an evaluation question expecting a text no answer says (a typo, or a fact taken off the site)', () => {
    const { lines } = checkVariant({
      'knowledge-eval.yaml': (text) => text.replace('expect: 5-7 business days', 'expect: 5-8 business days'),
    })
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(
      /^content\/knowledge-eval\.yaml:\d+:13 {2}tune\[\d+\]\.expect {2}No answer on the site says "5-8 business days", so ".+" can never be answered right/,
    )
  })

  test('a tune question the search reads as a test question, which learning would leak into test', () => {
    const { lines } = checkVariant({
      'knowledge-eval.yaml': (text) => {
        const [tune, test] = text.split('\ntest:\n') as [string, string]
        // Written another way: other case and punctuation, the words in reverse order, stop words added.
        const frozen = /question: (.+)/.exec(test)![1]!
        const reworded = `PLEASE ${frozen
          .replace(/[^\p{L}\p{N}$ ]/gu, '')
          .split(' ')
          .reverse()
          .join(' ')
          .toUpperCase()}?!`
        return `${tune}\n  - question: ${reworded}\n    topic: pricing\n    expect: Starter\ntest:\n${test}`
      },
    })
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(
      /^content\/knowledge-eval\.yaml:\d+:\d+ {2}tune\[\d+\]\.question {2}To the search this is the question at line \d+ of test/,
    )
  })

  test('a suggested question the offline assistant would decline: a quick question and a demo question', () => {
    const { lines } = checkVariant({
      'chat.yaml': (text) => text.replace('    - How fast is support?', '    - What is the capital of France?'),
      'pages/ai-agent.yaml': (text) => text.replace('- Do you use cookies?', '- What is the weather like?'),
    })
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatch(
      /^content\/chat\.yaml:\d+:7 {2}quickQuestions\.\/support\[0\] {2}The offline assistant does not answer "What is the capital of France\?" \(.+\), so this button would get an apology/,
    )
    expect(lines[1]).toMatch(
      /^content\/pages\/ai-agent\.yaml:\d+:9 {2}sections\[3\]\.questions\[3\] {2}The offline assistant does not answer "What is the weather like\?"/,
    )
  })

  test('a synonym that searches for a word the site never says is refused, with the site word it was meant to be', () => {
    const { lines } = checkVariant({
      'chat.yaml': (text) =>
        text.replace('    azure: [openai-compatible, provider]', '    azure: [openai-compatibel, provider]'),
    })
    const shipped = readFileSync(new URL('../../content/chat.yaml', import.meta.url), 'utf8').split('\n')
    const line = shipped.indexOf('    azure: [openai-compatible, provider]') + 1
    expect(lines).toEqual([
      `content/chat.yaml:${line}:13  search.synonyms.azure[0]  "compatibel" is not a word the site uses, so "azure" finds nothing through it: write the site's own word (did you mean "compatible"?)`,
    ])
  })

  test('an off-topic topic WordNet lacks (a typo, a sense it does not have), or not written as a noun', () => {
    const { lines } = checkVariant({
      'chat.yaml': (text) =>
        text
          .replace('    - food#2\n', '    - fod\n')
          .replace('    - sport\n', '    - sport#40\n')
          .replace('    - movie\n', '    - Movie!\n'),
    })
    // Each problem is reported at its entry's line in the shipped file, wherever the list has moved to.
    const shipped = readFileSync(new URL('../../content/chat.yaml', import.meta.url), 'utf8').split('\n')
    const at = (entry: string) => `content/chat.yaml:${shipped.indexOf(`    - ${entry}`) + 1}:7`
    const noSense = (topic: string) =>
      `WordNet has no noun sense "${topic}": write an English noun for a topic the site never covers ("food", "sport"), with #N only for a sense it has`
    expect(lines).toEqual([
      `${at('food#2')}  search.offTopic[1]  ${noSense('fod')}`,
      `${at('sport')}  search.offTopic[2]  ${noSense('sport#40')}`,
      `${at('movie')}  search.offTopic[4]  Write a topic as a noun in lower case, with #N for its Nth sense in WordNet, e.g. "food#2"`,
    ])
  })

  test('a YAML alias inside its own value is refused, not followed forever', () => {
    const { lines } = checkVariant({
      'pages/broken.yaml': page('sections:\n  - &loop\n    type: cta\n    actions: [*loop]\n'),
    })
    expect(lines).toMatchInlineSnapshot(`
      [
        "content/pages/broken.yaml:8:15  (file)  YAML alias *loop is inside the value it refers to; write the value out instead",
      ]
    `)
  })

  test('every problem in one run, and nothing generated', () => {
    const result = checkVariant({
      'pages/broken.yaml': page('sections:\n  - type: hero\n    title: 42\n'),
      'plans.yaml': (text) => text.replace('price: $247', 'price: 247'),
    })
    expect(result.problems.map((problem) => problem.file)).toEqual([
      'content/pages/broken.yaml',
      'content/pages/broken.yaml',
      'content/pages/broken.yaml',
      'content/plans.yaml',
    ])
    expect(result.outputs).toBeUndefined()
  })
})
