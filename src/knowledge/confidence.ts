/**
 * How sure the offline assistant is that its best passage answers the question: the share of the question's
 * meaning that the passage covers. Each query word weighs its rarity on the site (idf), so "refund" counts more
 * than "template", and a word the site never uses ("poem", "weather") weighs most: a question built on words the
 * site never says is off-topic. A passage covers a word fully when it has the word, almost fully through a prefix
 * or a synonym, and partly through a near spelling. Pure, so the build can calibrate it.
 */

/** A word of the question, as searched. */
export interface QueryWord {
  /** The normalised (stemmed) word. */
  term: string
  /** Synonym terms searched for it. */
  alternatives: string[]
  /** How much it says about the topic (its idf on the site). */
  weight: number
  /** The word as the visitor wrote it, plural aside (see lightForm): what the ranking's `form` signal looks for. */
  forms?: string[]
  /**
   * A word of a topic the site never covers (see WordClasses): a real word, so a site word that starts like it or
   * is spelt near it ("sing" → "single") is another word, not its prefix or typo.
   */
  foreign?: boolean
  /**
   * A word the site never says that chat.yaml gives synonyms for ("currency": us dollars): what it means is its
   * synonyms, so a site word that starts like it or is spelt near it ("current") is another word too.
   */
  literal?: boolean
  /**
   * Its synonyms of more than one word, each as its terms ("login": user accounts): a passage that has one of those
   * words alone ("end users") does not say the synonym.
   */
  phrases?: string[][]
  /**
   * A task the question asks of one of chat.yaml's `actors` (the agent) that no passage naming it mentions ("call"
   * in "does the agent make phone calls"): something it does not do, so no passage covers it.
   */
  unoffered?: boolean
}

/** Credit for each way a passage can cover a word; tuned on the `tune` split of content/knowledge-eval.yaml. */
export const credits = {
  // The passage has a word starting with the visitor's ("custom" → "customisation").
  prefix: 0.9,
  // The passage has a synonym of the visitor's word from chat.yaml: the site's word for the same thing.
  synonym: 0.9,
  // A near spelling ("refnud"): full credit less this much per edit, relative to the word's length.
  fuzzyPerEdit: 1,
}

/** Inverse document frequency (BM25's): rare words weigh more; a word on no passage weighs most. */
export function idf(documentFrequency: number, documentCount: number): number {
  return Math.log(1 + (documentCount - documentFrequency + 0.5) / (documentFrequency + 0.5))
}

/** Edit distance with adjacent swaps counting as one edit (optimal string alignment), capped at `max` + 1. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)])
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, rows[i - 2]![j - 2]! + 1)
      rows[i]![j] = value
    }
  }
  return Math.min(rows[a.length]![b.length]!, max + 1)
}

/**
 * Whether a matched synonym term stands for the word: alone, or with the rest of a phrase it is part of. A term is
 * also a synonym alone when it is in the alternatives more often than in the phrases (its single-word entry).
 */
function saysSynonym(word: QueryWord, term: string, matched: ReadonlySet<string>): boolean {
  const phrases = word.phrases?.filter((phrase) => phrase.includes(term)) ?? []
  if (phrases.length === 0) return true
  const alone = word.alternatives.filter((alternative) => alternative === term).length > phrases.length
  return alone || phrases.some((phrase) => phrase.every((part) => matched.has(part)))
}

/** How well a passage whose matched terms are `matched` covers one query word, from 0 to 1. */
export function wordCredit(word: QueryWord, matched: ReadonlySet<string>): number {
  if (word.unoffered) return 0
  if (matched.has(word.term)) return 1
  let best = 0
  for (const term of matched) {
    if (word.alternatives.includes(term)) {
      if (saysSynonym(word, term, matched)) best = Math.max(best, credits.synonym)
    } else if (word.foreign || word.literal) continue
    else if (word.term.length >= 4 && term.startsWith(word.term)) best = Math.max(best, credits.prefix)
    else if (!/^\d+$/.test(word.term)) {
      const distance = editDistance(word.term, term)
      if (distance <= 2) best = Math.max(best, 1 - (credits.fuzzyPerEdit * distance) / word.term.length)
    }
  }
  return best
}

/** How words weigh; tuned on the `tune` split of content/knowledge-eval.yaml. */
export const confidenceWeights = {
  // An everyday word ("work", "time") weighs this share of its idf: it rarely says what a question is about.
  common: 0.1,
  // A word of a topic the site never covers ("cake", "movie") weighs this many times its idf: a question that names
  // one is about something else, even when another of its words is the site's ("recipe for a cake"). 1.25 to 2 tie
  // on tune; the least declines fewest site questions that use such a word in another sense ("mac").
  foreign: 1.25,
  // Covered weight (idf units) at which the evidence is enough: a question whose only covered word is an everyday
  // one ("what time is it") stays unsure even when that word is all it asks.
  evidence: 0.5,
  // A question of more than this many words (that weigh) is told in whole sentences ("My nephew says this is
  // React. Do I have to pay him every month…"), and the words it tells its story in pile up uncovered. Beyond it,
  // the uncovered weight counts (longQuestion / words)²: an 8-word question's a quarter. A foreign word counts in
  // full: it still says what the question is about. `tune` has few such questions and cannot choose (calibration
  // score 0.755 at 5, 0.752 at 4, the same answers and declines), so it was chosen on four fresh sets of them
  // (stop 34: 5 → 4 gained 7 of their 160 answers, declines unchanged once foreign words count in full).
  longQuestion: 4,
  // A thing a question asks the product to have, named by a word the site never says and has no synonym for ("does
  // it ship with lottie animations"), weighs this many times the rarest word: the site does not say it has it, however
  // well it covers the rest ("animations", stop 76, set 219, answered with reduced motion). Not tuned: `tune` has
  // few such questions; on the validation sets it declined that one and, until "schema.org" was read as "schema",
  // "does it have schema.org markup".
  unsaid: 2,
}

/**
 * The share of the question's weight that a passage covers (0 to 1), its uncovered words (foreign ones aside)
 * counting less in a long question, scaled down when the covered words add up to little evidence.
 */
export function confidenceOf(words: QueryWord[], matched: ReadonlySet<string>): number {
  const { longQuestion, evidence } = confidenceWeights
  const storyShare = Math.min(1, (longQuestion / words.filter((word) => word.weight > 0).length) ** 2)
  let covered = 0
  let uncovered = 0
  for (const word of words) {
    const credit = wordCredit(word, matched)
    covered += word.weight * credit
    uncovered += word.weight * (1 - credit) * (word.foreign ? 1 : storyShare)
  }
  if (covered + uncovered === 0) return 0
  return (covered / (covered + uncovered)) * Math.min(1, covered / evidence)
}

/** How the site weighs the words of a question beside their rarity (see common-words.ts and foreign-words.ts). */
export interface WordClasses {
  /** Stems of everyday words: they say little about what a question asks. */
  common: ReadonlySet<string>
  /** Stems of everyday words from topics the site never covers: they say the question is about something else. */
  foreign: ReadonlySet<string>
  /**
   * Stems of the nouns the site is about ("licence", "brand"): a question whose foreign word qualifies one ("dog food
   * brand") is about the site; one that only names one ("the price of a used car") is not.
   */
  topical: ReadonlySet<string>
  /** English words, as written, the search would read as typos of its own: real words, never respelt. */
  english: ReadonlySet<string>
}

/** No word weighs other than by its rarity. */
export const noWordClasses: WordClasses = {
  common: new Set(),
  foreign: new Set(),
  topical: new Set(),
  english: new Set(),
}

/**
 * A question word's share of its idf. A foreign word in a question that is about the site anyway ("my restaurant
 * website") is only an everyday word.
 */
export function classWeight(words: WordClasses, term: string, aboutSite = false): number {
  if (words.foreign.has(term)) return aboutSite ? confidenceWeights.common : confidenceWeights.foreign
  return words.common.has(term) ? confidenceWeights.common : 1
}
