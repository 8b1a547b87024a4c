/**
 * The second stage of the offline search: BM25 finds candidate passages, then each is scored on a few signals of
 * whether it answers the question, and the weighted sum orders them. The weights are learnt on the `tune` split of
 * content/knowledge-eval.yaml by `npm run ask:tune` (scripts/knowledge/tune-ranking.ts). Pure, so the build, the
 * browser and the tuner share it.
 */
import { confidenceOf, type QueryWord } from './confidence.ts'
import { units } from './number-words.ts'
import { lightForm, passageBody, tokenize } from './search-options.ts'
import type { Passage } from './passage.ts'

/** What the ranking knows of one candidate passage; every signal is between 0 and 1. */
export interface Signals {
  /** Its BM25 score as a share of the best candidate's. */
  bm25: number
  /** How much of the question it covers, each word weighted by its rarity (the confidence of confidence.ts). */
  coverage: number
  /** Its category is the one an intent phrase asks for ("how much" → pricing). */
  intent: number
  /** It states the kind of fact the question asks for ("how many" → a number, "email address" → an address). */
  fact: number
  /**
   * It lists other candidates (a section whose parts match too): a question that fits two or more parts alike ("what
   * do the plans cost") is best answered by the list. The BM25 share of its second-best part: near the best part's
   * when parts tie, low when one part stands out (the question is about that one).
   */
  list: number
  /**
   * Its parts tie at the top (the second-best part scores at least 90% of the best): the BM25 share it lacks
   * against its best part, so that a weight equal to bm25's lifts the list to its parts' level. A long list scores
   * low on BM25 (its words are diluted), though it answers "what do the plans cost" better than any one part.
   */
  tie: number
  /** The share of the question's weight whose words it has as written (plural aside), not only by their stem. */
  form: number
}

export type SignalName = keyof Signals

/** The ranking's weights, learnt on the `tune` split by `npm run ask:tune`. */
export const rankingWeights: Record<SignalName, number> = {
  bm25: 1.5,
  coverage: 0.75,
  intent: 0.5,
  fact: 1,
  list: 0.5,
  tie: 2,
  form: 0.5,
}

/** A candidate as BM25 found it. */
export interface Candidate {
  passage: Passage
  score: number
  /** The index terms it matched, with the fields they matched in. */
  match: Record<string, string[]>
}

/** What the question says, as the ranking needs it. */
export interface Question {
  words: QueryWord[]
  /** Categories asked for by intent phrases. */
  categories: ReadonlySet<string>
  /** Kinds of fact asked for by `asksFor` phrases. */
  facts: ReadonlySet<FactKind>
  /** It names a topic the site never covers ("cake") and nothing the site is about (see WordClasses). */
  offTopic?: boolean
}

/** A kind of fact a passage can state and a question can ask for. */
export type FactKind = 'email' | 'number' | 'duration' | 'command'

export const factPatterns: Record<FactKind, RegExp> = {
  email: /[\w.+-]+@[\w-]+\.\w/,
  // An amount is a number, or one said as what is left to pay ("you only pay the difference"): "how much would the
  // upgrade from starter to pro cost me" had the pricing page, whose prices are digits, before the upgrade's answer.
  number: /\d|\bthe difference\b/,
  duration: new RegExp(
    String.raw`\b(\d+(-\d+)?|${units.slice(1).join('|')}|ten|a few)\s+(business\s+)?(minutes?|hours?|days?|weeks?|months?|years?)\b`,
    'i',
  ),
  command: /`[^`]+`/,
}

const statedFacts = new WeakMap<Passage, Set<FactKind>>()

/** The kinds of fact a passage states in its text and list lines. */
export function factsOf(passage: Passage): ReadonlySet<FactKind> {
  let facts = statedFacts.get(passage)
  if (!facts) {
    const text = [passage.text, ...passage.items].join('\n')
    facts = new Set((Object.keys(factPatterns) as FactKind[]).filter((kind) => factPatterns[kind].test(text)))
    statedFacts.set(passage, facts)
  }
  return facts
}

/** The signals of each candidate, in the candidates' order. */
export function signalsOf(question: Question, candidates: Candidate[]): Signals[] {
  const top = candidates[0]?.score ?? 1
  const total = question.words.reduce((sum, word) => sum + word.weight, 0)
  return candidates.map(({ passage, score, match }) => {
    const terms = new Set(Object.keys(match))
    // A part's best score per place on the site: a plan's entry and its card are one part, not two that tie.
    const placed = new Map<string, number>()
    for (const other of candidates)
      if (other.passage.parent === passage.id)
        placed.set(other.passage.url, Math.max(placed.get(other.passage.url) ?? 0, other.score / top))
    const parts = [...placed.values()].sort((a, b) => b - a)
    return {
      bm25: score / top,
      coverage: confidenceOf(question.words, terms),
      intent: question.categories.has(passage.category) ? 1 : 0,
      fact: [...question.facts].some((kind) => factsOf(passage).has(kind)) ? 1 : 0,
      list: parts[1] ?? 0,
      tie: parts.length >= 2 && parts[1]! >= 0.9 * parts[0]! ? Math.max(0, parts[0]! - score / top) : 0,
      form:
        total > 0
          ? question.words.reduce(
              (sum, word) => sum + (word.forms?.some((form) => formsOf(passage).has(form)) ? word.weight : 0),
              0,
            ) / total
          : 0,
    }
  })
}

/** The weighted sum of a candidate's signals. */
export function rankScore(signals: Signals, weights: Record<SignalName, number> = rankingWeights): number {
  let sum = 0
  for (const name of Object.keys(weights) as SignalName[]) sum += weights[name] * signals[name]
  return sum
}

const passageForms = new WeakMap<Passage, Set<string>>()
/** The words of a passage as written, plural aside (see lightForm). */
function formsOf(passage: Passage): Set<string> {
  let forms = passageForms.get(passage)
  if (!forms) {
    const text = [passage.title, passage.keywords, passageBody(passage), ...(passage.asked ?? [])].join(' ')
    forms = new Set(tokenize(text).map(lightForm))
    passageForms.set(passage, forms)
  }
  return forms
}
