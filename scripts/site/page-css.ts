/**
 * Each page's inline CSS cut to the rules its own HTML can use, so home's HTML fits the first round trip (14.6 KB)
 * with room to spare (`npm run bench:size` prints each page's inline and later CSS). A rule goes only when one of
 * its selectors' classes is on no element of the page (selectors inside `:is()`, `:where()` or `:not()` are never
 * inspected, so those rules stay).
 *
 * The rules a page leaves out (for what scripts show later: the chat, the popups, other pages after a client-side
 * navigation) make that page's own small stylesheet, which the boot loader requests with the entry after the first
 * paint (see entry-loader.ts). It holds only rules for classes no element has yet, so Chrome restyles nothing when
 * it arrives. The whole stylesheet did: adding it after the paint restyled every element, a 45 ms task (180 ms at
 * Lighthouse's 4× CPU) in the middle of hydration.
 *
 * Rejected: critical-CSS tools such as beasties, which judge by the elements a selector matches, so they drop the
 * `.dark` rules and Tailwind v4's `space-y-*` rules (`:where(& > :not(:last-child))`).
 */
import { transform, type StyleRule } from 'lightningcss'

/** Classes that scripts put on the page before it hydrates: the boot script's theme. */
const classesBeforeHydration = ['dark']

/** The class names on the page's elements, as written in `class` attributes (HTML entities decoded). */
export function pageClasses(html: string): Set<string> {
  const classes = new Set(classesBeforeHydration)
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    const decoded = value!
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
    for (const name of decoded.split(/\s+/)) if (name) classes.add(name)
  }
  return classes
}

/** Whether a style rule can match on a page with these classes: one of its selectors names only classes it has. */
function canMatch(rule: StyleRule, classes: ReadonlySet<string>): boolean {
  return rule.selectors.some((selector) => selector.every((part) => part.type !== 'class' || classes.has(part.name)))
}

/** The four physical sides a logical or shorthand side name covers (left to right writing). */
const sides: Record<string, string[]> = {
  '': ['top', 'right', 'bottom', 'left'],
  top: ['top'],
  right: ['right'],
  bottom: ['bottom'],
  left: ['left'],
  inline: ['left', 'right'],
  block: ['top', 'bottom'],
  'inline-start': ['left'],
  'inline-end': ['right'],
  'block-start': ['top'],
  'block-end': ['bottom'],
}

/** Shorthands whose parts have other names. */
const shorthands: Record<string, string[]> = {
  inset: ['top', 'right', 'bottom', 'left'],
  'inset-inline': ['right', 'left'],
  'inset-block': ['top', 'bottom'],
  gap: ['row-gap', 'column-gap'],
  overflow: ['overflow-x', 'overflow-y'],
  'place-items': ['align-items', 'justify-items'],
  'place-content': ['align-content', 'justify-content'],
  'place-self': ['align-self', 'justify-self'],
  flex: ['flex-grow', 'flex-shrink', 'flex-basis'],
  'flex-flow': ['flex-direction', 'flex-wrap'],
  'grid-column': ['grid-column-start', 'grid-column-end'],
  'grid-row': ['grid-row-start', 'grid-row-end'],
  font: ['font-family', 'font-size', 'font-style', 'font-weight', 'line-height'],
}

/** The longhand properties one declared property sets, so that "padding" and "padding-top" meet. */
function longhands(property: string): string[] {
  const boxed = /^(margin|padding|scroll-margin|scroll-padding)(?:-(.+))?$/.exec(property)
  if (boxed && sides[boxed[2] ?? '']) return sides[boxed[2] ?? '']!.map((side) => `${boxed[1]}-${side}`)
  const border =
    /^border(?:-(top|right|bottom|left|inline|block|inline-start|inline-end|block-start|block-end))?(?:-(width|style|color))?$/.exec(
      property,
    )
  if (border)
    return sides[border[1] ?? '']!.flatMap((side) =>
      (border[2] ? [border[2]] : ['width', 'style', 'color']).map((aspect) => `border-${side}-${aspect}`),
    )
  // Corners are many and rarely mixed: any two radius properties are taken to meet.
  if (/^border-.*radius$/.test(property)) return ['border-radius']
  const prefix = /^(background|text-decoration|outline|transition|animation|list-style|columns)(?:-|$)/.exec(property)
  if (prefix) return [prefix[1]!]
  return shorthands[property] ?? [property]
}

/** The longhand properties a rule sets (custom properties by name; vendor prefixes dropped). */
function propertiesOf(rule: StyleRule): Set<string> {
  const names = new Set<string>()
  const { declarations = [], importantDeclarations = [] } = rule.declarations ?? {}
  for (const declaration of [...declarations, ...importantDeclarations]) {
    const property =
      declaration.property === 'custom'
        ? declaration.value.name
        : declaration.property === 'unparsed'
          ? declaration.value.propertyId.property
          : declaration.property
    for (const name of longhands(property.replace(/^-(webkit|moz|ms)-/, ''))) names.add(name)
  }
  return names
}

/**
 * What a rule is to Tailwind: its variants ("md", "hover") and the properties it declares. Two utilities of the same
 * kind ("mt-4", "mt-8") set the same property and are never written on one element, so their order is moot; a
 * variant ("md:flex") or a narrower property ("pt-2" after "p-4") is written to override, so its order matters.
 */
function kindOf(rule: StyleRule, properties: ReadonlySet<string>): string {
  const variants = rule.selectors
    .flatMap((selector) => selector.flatMap((part) => (part.type === 'class' ? [part.name] : [])))
    .map((name) => (name.includes(':') ? name.slice(0, name.lastIndexOf(':')) : ''))
  return `${[...new Set(variants)].sort().join(' ')}|${[...properties].sort().join(' ')}`
}

/** Keeps the style rules for which `keep` (called in source order) is true, and only those if `only`. */
function filterRules(css: string, keep: (rule: StyleRule) => boolean, only = false): string {
  const none = () => [] as []
  const { code } = transform({
    filename: 'page.css',
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Rule: {
        // Returning nothing keeps the rule as it is; an empty list removes it.
        style: (rule) => (keep(rule.value) ? undefined : []),
        ...(only && { property: none, keyframes: none, 'font-face': none, 'layer-statement': none, import: none }),
      },
    },
  })
  // Conditions whose rules all went (an empty @layer block stays: it sets the layers' order).
  let text = code.toString()
  for (let before = ''; before !== text;)
    [before, text] = [text, text.replace(/@(media|supports|container)[^{};]*\{\}/g, '')]
  return text
}

/** A page's CSS: what it inlines, and what it leaves for a stylesheet added after the first paint. */
export interface PageCss {
  inline: string
  later: string
}

/**
 * Splits the site's CSS for a page with these classes. A style rule stays inline when one of its selectors can match
 * on the page, or when a later inline rule of another kind sets one of its properties: the later stylesheet would
 * put it last, and a left-out `p-3` would then beat an inline `px-4` on an element with both. Everything else goes
 * to the later stylesheet, in its order, without @property, @keyframes and @font-face rules, which the inline CSS
 * keeps. So the later stylesheet only has rules for classes no element has yet, and Chrome restyles nothing when it
 * arrives.
 */
export function splitCss(css: string, classes: ReadonlySet<string>): PageCss {
  const rules: { matches: boolean; kind: string; properties: Set<string> }[] = []
  filterRules(css, (rule) => {
    if (rule.rules?.length)
      throw new Error(`Nested CSS rules cannot be split per page: ${JSON.stringify(rule.selectors)}`)
    const properties = propertiesOf(rule)
    rules.push({ matches: canMatch(rule, classes), kind: kindOf(rule, properties), properties })
    return true
  })
  const inline = rules.map((rule) => rule.matches)
  const after: { kind: string; properties: Set<string> }[] = []
  for (let index = rules.length - 1; index >= 0; index--) {
    const rule = rules[index]!
    inline[index] ||= after.some(
      (later) => later.kind !== rule.kind && [...rule.properties].some((name) => later.properties.has(name)),
    )
    if (inline[index]) after.push(rule)
  }
  let inlineAt = 0
  let laterAt = 0
  return {
    inline: filterRules(css, () => inline[inlineAt++]!),
    later: filterRules(css, () => !inline[laterAt++], true),
  }
}

/** The page with its inline <style> cut to what the page needs, and the rules it left for later (see `splitCss`). */
export function withPageCss(html: string): { html: string; later: string } {
  const style = /(<style[^>]*>)([\s\S]*?)(<\/style>)/.exec(html)
  if (!style) return { html, later: '' }
  const { inline, later } = splitCss(style[2]!, pageClasses(html))
  return {
    html: html.slice(0, style.index) + style[1] + inline + style[3] + html.slice(style.index + style[0].length),
    later,
  }
}
