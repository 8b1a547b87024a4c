/**
 * Mistyped words. MiniSearch's near spellings are edits of the stem, so a typo that changes how a word stems
 * ("diffrence" is "diffrenc", "difference" is "differ"), swaps two letters of a short word ("agnet", "dakr") or
 * misses a letter of one ("bunle") finds nothing, and the word weighs as the rarest of the question. So a word the
 * search does not know, one slip from words the assistant knows (the site's, the taught questions', chat.yaml's),
 * is read as the most written of them before anything else reads the question: its phrases ("how mcuh"), synonyms
 * and forms then count as if it were spelt right. A real English word is never respelt ("math" is not "match":
 * scripts/knowledge/real-words.ts lists those near the assistant's words); it may still stand for the words it is a
 * slip of, as a synonym would (`siteSpellings`).
 */

import type { SearchVocabulary } from '../../schema/chat.ts'
import type { Passage } from './passage.ts'
import { lightForm, passageBody, plainTerm, stopWords, tokenize } from './search-options.ts'

const letters = 'abcdefghijklmnopqrstuvwxyz'

/** The keys beside each key on a QWERTY keyboard's row: a finger that lands one key off. */
const neighbours = new Map<string, string>()
for (const row of ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'])
  for (let index = 0; index < row.length; index++)
    neighbours.set(row[index]!, (row[index - 1] ?? '') + (row[index + 1] ?? ''))

/**
 * The strings one typing slip from `word`: two neighbouring letters swapped ("agnet"), and from 4 letters a letter
 * left out or one too many ("diffrence", "commmercial", "documen"), or a key's neighbour on its row typed for it
 * ("soeed", "peice"). The first letter is kept (but for a swap): a slip there mostly makes another word ("gmail",
 * "mail"). A changed letter that is not the key's neighbour is not counted: "stocks" is not "stacks".
 */
export function slipsOf(word: string): Set<string> {
  const edits = new Set<string>()
  for (let index = 0; index <= word.length; index++) {
    const head = word.slice(0, index)
    const tail = word.slice(index)
    if (tail.length > 1) edits.add(head + tail[1] + tail[0] + tail.slice(2))
    if (index === 0 || word.length < 4) continue
    if (tail) {
      edits.add(head + tail.slice(1))
      for (const letter of neighbours.get(tail[0]!) ?? '') edits.add(head + letter + tail.slice(1))
    }
    for (const letter of letters) edits.add(head + letter + tail)
  }
  edits.delete(word)
  return edits
}

/** The site's words one slip from a word it never writes, as written ("agnet" → "agent"); none under 4 letters. */
export function siteSpellings(word: string, siteWords: { has(word: string): boolean }): string[] {
  if (word.length < 4 || /\d/.test(word)) return []
  return [...slipsOf(word)].filter((edit) => siteWords.has(edit))
}

/**
 * A question with its mistyped words put right: a word the search does not know (`known` says) that is one slip
 * from words the assistant knows (`vocabulary`: each word as written with how often it is written) becomes the
 * most written of them.
 */
export function respellText(
  text: string,
  vocabulary: ReadonlyMap<string, number>,
  known: (word: string) => boolean,
): string {
  return text.replace(/\p{L}+/gu, (word) => {
    const lower = word.toLowerCase()
    if (lower.length < 4 || vocabulary.has(lower) || known(lower)) return word
    let best: string | undefined
    for (const edit of slipsOf(lower)) if ((vocabulary.get(edit) ?? 0) > (best ? vocabulary.get(best)! : 0)) best = edit
    return best ?? word
  })
}

/**
 * The words the assistant knows, as written, with how often: the site's words and the words visitors were seen to
 * use (`asked`), the words of chat.yaml's synonyms and phrases, and the stop words ("wheere" is "where").
 */
export function spellingVocabulary(
  passages: readonly Passage[],
  vocabulary: Pick<SearchVocabulary, 'synonyms' | 'intents' | 'asksFor'>,
  texts: readonly string[] = [],
): Map<string, number> {
  const counts = new Map<string, number>()
  const add = (text: string) => {
    for (const word of tokenize(text)) {
      if (!/^\p{L}+$/u.test(plainTerm(word))) continue
      // As written and without its plural ("cookies", "cooky"): a typo of either is compared with both.
      for (const form of new Set([plainTerm(word), lightForm(word)])) counts.set(form, (counts.get(form) ?? 0) + 1)
    }
  }
  for (const passage of passages)
    add(`${passage.title} ${passage.keywords} ${passageBody(passage)} ${(passage.asked ?? []).join(' ')}`)
  add(Object.keys(vocabulary.synonyms).join(' '))
  for (const intent of vocabulary.intents) add(intent.phrases.join(' '))
  for (const ask of vocabulary.asksFor) add(ask.phrases.join(' '))
  for (const text of texts) add(text)
  // Below every word the site writes: a content word lost to a slip loses the question ("theem" is "theme", not
  // "them"), and a stop word is dropped either way.
  for (const word of stopWords) counts.set(word, 0.5)
  return counts
}
