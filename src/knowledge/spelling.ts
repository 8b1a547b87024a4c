/**
 * Mistyped words. MiniSearch's near spellings are edits of the stem, so a typo that changes how a word stems
 * ("diffrence" is "diffrenc", "difference" is "differ"), swaps two letters of a short word ("agnet", "dakr") or
 * misses a letter of one ("bunle") finds nothing, and the word weighs as the rarest of the question. So a word the
 * search does not know, one slip from words the assistant knows (the site's, the taught questions', chat.yaml's),
 * is read as the most written of them before anything else reads the question: its phrases ("how mcuh"), synonyms
 * and forms then count as if it were spelt right. So is a long word two slips from one, and two words typed as one
 * ("moneyback"). A real English word is never respelt ("math" is not "match": scripts/knowledge/real-words.ts lists
 * those the search would respell); it may still stand for the words it is a slip of, as a synonym would
 * (`siteSpellings`).
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
 * ("soeed", "peice"). The first letter is kept, and from 4 letters so are the first two in their order (a word
 * under 4 letters may swap them: "hte"): a slip there mostly makes another word ("gmail", "mail", "oslo" and "solo").
 * A changed letter that is not the key's neighbour is not counted: "stocks" is not "stacks".
 */
export function slipsOf(word: string): Set<string> {
  const edits = new Set<string>()
  for (let index = 0; index <= word.length; index++) {
    const head = word.slice(0, index)
    const tail = word.slice(index)
    if (tail.length > 1 && (index > 0 || word.length < 4)) edits.add(head + tail[1] + tail[0] + tail.slice(2))
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
 * From this length a word with no word one slip away may be two slips from one: "subscriptton", "documantation",
 * "guarentee" (a letter that is not the key's neighbour is two slips, out and in). Shorter, two slips make too many
 * other words: "resume" is two from "reuse", "printer" from "prettier".
 */
export const twoSlipLength = 8

/**
 * A question with its mistyped words put right: a word the search does not know (`known` says) that is one slip
 * from words the assistant knows (`vocabulary`: each word as written with how often it is written) becomes the
 * most written of them; a long word with none one slip away, the most written two slips away.
 */
export function respellText(
  text: string,
  vocabulary: ReadonlyMap<string, number>,
  known: (word: string) => boolean,
): string {
  const respelt = (word: string) =>
    mostWritten(vocabulary, slipsOf(word)) ??
    (word.length >= twoSlipLength ? twoSlipsFrom(word, vocabulary) : undefined) ??
    twoWordsIn(word, vocabulary)
  return joinedPairs(text, vocabulary).replace(/\p{L}+/gu, (word) => {
    const lower = word.toLowerCase()
    if (lower.length < 4 || vocabulary.has(lower) || known(lower)) return word
    const readings = unstretched(lower)
    if (!readings) return respelt(lower) ?? word
    // A stretched word is the reading the assistant knows, else a slip from one ("garanteeee"), else read as
    // English ends words: a final s, l, f or z doubled ("wordpressss"), any other run as one letter ("nulleddd").
    return (
      mostWritten(vocabulary, readings) ??
      readings.find(known) ??
      readings.map(respelt).find((reading) => reading !== undefined) ??
      lower.replace(/(\p{L})\1{2,}/gu, (run, letter: string, at: number) =>
        at + run.length === lower.length && 'slfz'.includes(letter) ? letter + letter : letter,
      )
    )
  })
}

/** Words that end a phrasal verb ("check out", "set up", "log in"): the verb, not the noun written as one word. */
const particles = new Set(['out', 'up', 'in', 'on', 'off', 'over', 'back', 'away', 'down'])

/**
 * Two words typed apart that the assistant knows as one word and never as the pair ("java script", "down load",
 * "check list", "store front"), as that word. Each part has two letters or more, and the second is no particle:
 * "can I check out the preview" asks to look at it, not about the checkout. And the word is written at least as
 * often as the rarer part: "home page" are two words the site writes often, not the "homepage" one visitor typed.
 */
function joinedPairs(text: string, vocabulary: ReadonlyMap<string, number>): string {
  const parts = text.split(/(\p{L}+)/u)
  for (let index = 1; index + 2 < parts.length; index += 2) {
    const [first, second] = [parts[index]!.toLowerCase(), parts[index + 2]!.toLowerCase()]
    if (first.length < 2 || second.length < 2 || particles.has(second) || !/^[^\S\n]+$/.test(parts[index + 1]!))
      continue
    const joined = vocabulary.get(first + second) ?? 0
    if (joined < Math.max(1, Math.min(vocabulary.get(first) ?? 0, vocabulary.get(second) ?? 0))) continue
    if (vocabulary.has(`${first} ${second}`)) continue
    parts.splice(index, 3, first + second, '', '')
    index += 2
  }
  return parts.join('')
}

/**
 * A word stretched for emphasis ("sooo", "pleeease", "policyyy", "hiii") read with each run of one letter as one or
 * two of it, shortest first: English never writes a letter three times in a row. Undefined for a word without such
 * a run.
 */
function unstretched(word: string): string[] | undefined {
  if (!/(\p{L})\1\1/u.test(word)) return undefined
  let readings = ['']
  for (const [letters, letter] of word.matchAll(/(\p{L})\1*/gu)) {
    const choices = letters.length >= 3 ? [letter!, letter!.repeat(2)] : [letters]
    readings = readings.flatMap((reading) => choices.map((choice) => reading + choice))
  }
  return readings
}

/**
 * Two words the site writes side by side, typed without the space between them ("moneyback", "darkmode",
 * "refundpolicy"), as the two words; of several splits, the pair written most. Each part has 3 letters or more.
 * Only pairs the site writes: "handmade" is not "hand made".
 */
function twoWordsIn(word: string, vocabulary: ReadonlyMap<string, number>): string | undefined {
  const splits = Array.from({ length: Math.max(0, word.length - 5) }, (_, index) => index + 3)
  return mostWritten(
    vocabulary,
    splits.map((at) => `${word.slice(0, at)} ${word.slice(at)}`),
  )
}

/** The word of `words` that the vocabulary counts most, if it counts any (a stop word counts less than one). */
function mostWritten(vocabulary: ReadonlyMap<string, number>, words: Iterable<string>): string | undefined {
  let best: string | undefined
  for (const word of words) if ((vocabulary.get(word) ?? 0) > (best ? vocabulary.get(best)! : 0)) best = word
  return best
}

/** The most written word of the vocabulary, no stop word, two slips from `word` (see slipCount). */
function twoSlipsFrom(word: string, vocabulary: ReadonlyMap<string, number>): string | undefined {
  const near = [...vocabulary.keys()].filter(
    (known) =>
      vocabulary.get(known)! >= 1 &&
      Math.abs(known.length - word.length) <= 2 &&
      !known.includes(' ') &&
      slipCount(word, known) <= 2,
  )
  return mostWritten(vocabulary, near)
}

/**
 * How many slips (see slipsOf) turn `typed` into `target`, counted up to 3: two neighbouring letters swapped, a
 * letter left out or one too many, or a key's row neighbour are one slip; any other changed letter is two. The
 * first letter is kept, but for a swap: unlike slipsOf's, the first two letters may swap, as only a long word is
 * read two slips away, and there a swap rarely makes another word.
 */
export function slipCount(typed: string, target: string): number {
  const most = 3
  if (typed[0] !== target[0] && !(typed[0] === target[1] && typed[1] === target[0])) return most
  // The edit distance with those costs (optimal string alignment), one row at a time, stopped once over `most`.
  let before: number[] = []
  let previous = Array.from({ length: target.length + 1 }, (_, column) => column)
  for (let row = 1; row <= typed.length; row++) {
    const current = [row]
    for (let column = 1; column <= target.length; column++) {
      const letter = typed[row - 1]!
      const wanted = target[column - 1]!
      const change = letter === wanted ? 0 : (neighbours.get(wanted) ?? '').includes(letter) ? 1 : 2
      let cost = Math.min(previous[column]! + 1, current[column - 1]! + 1, previous[column - 1]! + change)
      if (row > 1 && column > 1 && letter === target[column - 2] && typed[row - 2] === wanted)
        cost = Math.min(cost, before[column - 2]! + 1)
      current.push(cost)
    }
    if (Math.min(...current) >= most) return most
    before = previous
    previous = current
  }
  return Math.min(previous[target.length]!, most)
}

/**
 * The words the assistant knows, as written, with how often: the site's words and the words visitors were seen to
 * use (`asked`), the words of chat.yaml's synonyms and phrases, and the stop words ("wheere" is "where"); and the
 * pairs of those words written side by side ("money back").
 */
export function spellingVocabulary(
  passages: readonly Passage[],
  vocabulary: Pick<SearchVocabulary, 'synonyms' | 'intents' | 'asksFor'>,
): Map<string, number> {
  const counts = new Map<string, number>()
  const count = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1)
  const add = (text: string) => {
    let before: string | undefined
    for (const word of tokenize(text)) {
      const plain = plainTerm(word)
      if (!/^\p{L}+$/u.test(plain)) {
        before = undefined
        continue
      }
      // As written and without its plural ("cookies", "cooky"): a typo of either is compared with both.
      for (const form of new Set([plain, lightForm(word)])) count(form)
      // And each pair of words side by side, for two typed as one ("moneyback").
      if (before) count(`${before} ${plain}`)
      before = plain
    }
  }
  for (const passage of passages)
    add(`${passage.title} ${passage.keywords} ${passageBody(passage)} ${(passage.asked ?? []).join(' ')}`)
  for (const phrase of [
    ...Object.keys(vocabulary.synonyms),
    ...vocabulary.intents.flatMap((intent) => intent.phrases),
    ...vocabulary.asksFor.flatMap((ask) => ask.phrases),
  ])
    add(phrase)
  // Below every word the site writes: a content word lost to a slip loses the question ("theem" is "theme", not
  // "them"), and a stop word is dropped either way.
  for (const word of stopWords) counts.set(word, 0.5)
  return counts
}
