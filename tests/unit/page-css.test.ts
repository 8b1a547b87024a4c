import { describe, expect, it } from 'vitest'
import { pageClasses, splitCss } from '../../scripts/site/page-css.ts'

// A small stylesheet in Tailwind's shape: layers, @property, a base rule, utilities in Tailwind's order.
const css = `@layer theme, base, utilities;
@property --tw-shadow { syntax: "*"; inherits: false; initial-value: 0 0 #0000; }
@keyframes spin { to { transform: rotate(360deg); } }
@layer base { *, ::before { box-sizing: border-box; } }
@layer utilities {
  .hidden { display: none; }
  .flex { display: flex; }
  .mt-4 { margin-top: 1rem; }
  .mt-8 { margin-top: 2rem; }
  .p-3 { padding: .75rem; }
  .px-4 { padding-inline: 1rem; }
  .shadow { --tw-shadow: 0 1px 2px #0003; box-shadow: var(--tw-shadow); }
  .dark\\:bg-black:where(.dark, .dark *) { background: black; }
  @media (width >= 48rem) { .md\\:flex { display: flex; } }
  @container chat (height <= 479px) { .cramped\\:hidden { display: none; } }
}`

const rules = (text: string) => text.match(/[^{}]+\{[^{}]*\}/g)!.map((rule) => rule.trim())

describe('splitCss', () => {
  it('inlines the rules the page can use and leaves the rest for later, each once', () => {
    const { inline, later } = splitCss(css, new Set(['flex', 'mt-8']))
    expect(inline).toContain('.flex{')
    expect(inline).toContain('.mt-8{')
    expect(inline).not.toContain('.shadow{')
    expect(later).toContain('.shadow{')
    // Two utilities of one kind (mt-4, mt-8) never meet on an element: mt-4 can go later.
    expect(later).toContain('.mt-4{')
    expect(inline).not.toContain('.mt-4{')
    for (const rule of rules(later)) expect(inline).not.toContain(rule)
  })

  it('keeps @property, @keyframes, layers and element rules inline only', () => {
    const { inline, later } = splitCss(css, new Set())
    expect(inline).toContain('@property --tw-shadow')
    expect(inline).toContain('@keyframes spin')
    expect(inline).toContain('box-sizing:border-box')
    expect(later).not.toMatch(/@property|@keyframes|box-sizing|@layer theme,/)
    // A condition whose rules all went to the other part is not left behind empty.
    expect(inline).not.toContain('@container')
    expect(later).toContain('@container chat (height<=479px){.cramped\\:hidden{')
  })

  it('inlines a rule the page lacks when a later inline rule of another kind sets its property', () => {
    // On an element with "hidden md:flex", md:flex must win at 48rem; appended later, .hidden would.
    const { inline, later } = splitCss(css, new Set(['md:flex']))
    expect(inline).toContain('.hidden{')
    expect(later).not.toContain('.hidden{')
    // Likewise "p-3 px-4": padding-inline must win over padding.
    const padded = splitCss(css, new Set(['px-4']))
    expect(padded.inline).toContain('.p-3{')
    // A rule after every inline one of its property can wait: nothing inline comes after .shadow.
    expect(padded.later).toContain('.shadow{')
  })

  it('reads the classes as written in the HTML, with the theme class the boot script sets', () => {
    const classes = pageClasses('<p class="dark:bg-black md:flex &amp;x">')
    expect([...classes].sort()).toEqual(['&x', 'dark', 'dark:bg-black', 'md:flex'])
    expect(splitCss(css, classes).inline).toContain('.dark\\:bg-black:where(.dark,.dark *)')
  })
})
