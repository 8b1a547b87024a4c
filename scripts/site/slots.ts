import { readFileSync } from 'node:fs'
import { iconSymbolsId, inPageIconId } from '../../src/ui/slot-ids.ts'

/** The sprite's drawings by icon name: `<symbol id="name" …>…</symbol>`. */
export function readSprite(file: string): Map<string, string> {
  const symbols = new Map<string, string>()
  for (const [symbol, name] of readFileSync(file, 'utf8').matchAll(/<symbol id="([^"]+)"[\s\S]*?<\/symbol>/g))
    symbols.set(name!, symbol.replace(`id="${name}"`, `id="${inPageIconId(name!)}"`))
  return symbols
}

/**
 * Writes into a prerendered page the drawings of exactly the icons it shows (`<use href="#i-name">`), so its first
 * paint needs no sprite request. Throws on an icon the sprite does not have.
 */
export function inlineIconSymbols(html: string, sprite: Map<string, string>, page: string): string {
  const used = [...new Set([...html.matchAll(/<use href="#i-([a-z0-9-]+)"/g)].map(([, name]) => name!))].sort()
  const missing = used.filter((name) => !sprite.has(name))
  if (missing.length > 0) throw new Error(`${page}: no drawing in the sprite for the icon(s) ${missing.join(', ')}`)
  return fillSlot(html, 'svg', iconSymbolsId, used.map((name) => sprite.get(name)).join(''), page)
}

/** Adds contents at the end of a page's `<tag id="id">` (a PrerenderSlot); throws when the page has none. */
export function fillSlot(html: string, tag: string, id: string, contents: string, page: string): string {
  const slot = new RegExp(`(<${tag} id="${id}"[^>]*>)([^<]*)(</${tag}>)`)
  if (!slot.test(html)) throw new Error(`${page}: no <${tag} id="${id}"> to fill`)
  return html.replace(slot, (_, open: string, before: string, close: string) => open + before + contents + close)
}
