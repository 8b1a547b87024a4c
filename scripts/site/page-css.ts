/**
 * Each page's inline CSS cut to the rules its own HTML can use, so home's HTML fits the first round trip (14.6 KB)
 * with room to spare: the site-wide stylesheet is 5.8 KB of home's 14.1 KB with brotli, and home uses two thirds of
 * it. A rule goes only when one of its selectors' classes is on no element of the page (selectors inside `:is()`,
 * `:where()` or `:not()` are never inspected, so those rules stay). Rules for what scripts show later (the chat, the
 * popups, other pages after a client-side navigation) come with the whole stylesheet, which the boot loader requests
 * with the entry after the first paint (see entry-loader.ts).
 *
 * Rejected: critical-CSS tools such as beasties, which judge by the elements a selector matches, so they drop the
 * `.dark` rules and Tailwind v4's `space-y-*` rules (`:where(& > :not(:last-child))`).
 */
import { transform } from 'lightningcss'

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

/** The CSS without the style rules none of whose selectors can match on a page with these classes. */
export function cssForClasses(css: string, classes: ReadonlySet<string>): string {
  const { code } = transform({
    filename: 'page.css',
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Rule: {
        // Returning nothing keeps the rule as it is; an empty list removes it.
        style: (rule) =>
          rule.value.selectors.some((selector) =>
            selector.every((part) => part.type !== 'class' || classes.has(part.name)),
          )
            ? undefined
            : [],
      },
    },
  })
  return code.toString()
}

/** The page with its inline <style> cut to what the page uses. */
export function withPageCss(html: string): string {
  const style = /(<style[^>]*>)([\s\S]*?)(<\/style>)/.exec(html)
  if (!style) return html
  const css = cssForClasses(style[2]!, pageClasses(html))
  return html.slice(0, style.index) + style[1] + css + style[3] + html.slice(style.index + style[0].length)
}
