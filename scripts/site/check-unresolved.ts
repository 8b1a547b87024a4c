import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { htmlFiles } from './html-files.ts'

/** A reference that reached the built site unresolved. */
export interface Unresolved {
  file: string
  text: string
}

/** "{{anything}}", and a one-brace reference such as "{plans.starter.price}". */
const patterns = [/\{\{[^{}]*\}\}/g, /(?<!\{)\{(?:plans|offers|claims|links|site)\.[\w.-]+\}(?!\})/g]

/**
 * Every "{{…}}" or one-brace reference in the built HTML and JSON, but those written on purpose (`literals`, from
 * "\{{" in content). The content build resolves every reference, so one here means a bug or a bypassed check.
 */
export function findUnresolved(client: string, literals: ReadonlySet<string>): Unresolved[] {
  const assets = join(client, 'assets')
  const files = [
    ...htmlFiles(client),
    ...readdirSync(assets)
      .filter((name) => name.endsWith('.json'))
      .map((name) => join(assets, name)),
  ]
  const found: Unresolved[] = []
  for (const file of files) {
    const text = readFileSync(file, 'utf8')
    for (const pattern of patterns)
      for (const [match] of text.matchAll(pattern))
        if (!literals.has(match)) found.push({ file: relative(client, file).split('\\').join('/'), text: match })
  }
  return found
}
