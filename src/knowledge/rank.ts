/**
 * The second stage of the offline search: BM25 finds candidate passages, then each is scored on a few signals of
 * whether it answers the question, and the weighted sum orders them. The weights are learnt on the `tune` split of
 * content/knowledge-eval.yaml by `npm run ask:tune` (scripts/knowledge/tune-ranking.ts). Pure, so the build, the
 * browser and the tuner share it.
 */
import { confidenceOf, type QueryWord } from './confidence.ts'
import type { Passage } from './passage.ts'

/** What the ranking knows of one candidate passage; every signal is between 0 and 1. */
export interface Signals {
  /** Its BM25 score as a share of the best candidate's. */
  bm25: number
  /** How much of the question it covers, each word weighted by its rarity (the confidence of confidence.ts). */
  coverage: number
  /** Its category is the one an intent phrase asks for ("how much" → pricing). */
  intent: number
  /** It is a page or section overview and the question is one or two words ("pricing", "refund policy"). */
  overview: number
  /**
   * It lists other candidates (a section whose parts match too): a question that fits two or more parts alike ("what
   * do the plans cost") is best answered by the list. The BM25 share of its second-best part: near the best part's
   * when parts tie, low when one part stands out (the question is about that one).
   */
  list: number
  /** It is a hand-written knowledge entry (written as an answer). */
  entry: number
}

export type SignalName = keyof Signals

/** The ranking's weights, learnt on the `tune` split by `npm run ask:tune`. */
export const rankingWeights: Record<SignalName, number> = {
  bm25: 3,
  coverage: 0,
  intent: 0.25,
  overview: 0.25,
  list: 0.5,
  entry: 0.25,
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
  /** One or two words in all. */
  short: boolean
}

/** The signals of each candidate, in the candidates' order. */
export function signalsOf(question: Question, candidates: Candidate[]): Signals[] {
  const top = candidates[0]?.score ?? 1
  return candidates.map(({ passage, score, match }) => {
    const terms = new Set(Object.keys(match))
    const parts = candidates
      .filter((other) => other.passage.parent === passage.id)
      .map((other) => other.score / top)
      .sort((a, b) => b - a)
    return {
      bm25: score / top,
      coverage: confidenceOf(question.words, terms),
      intent: question.categories.has(passage.category) ? 1 : 0,
      overview: question.short && (passage.kind === 'page' || passage.kind === 'section') ? 1 : 0,
      list: parts[1] ?? 0,
      entry: passage.kind === 'entry' ? 1 : 0,
    }
  })
}

/** The weighted sum of a candidate's signals. */
export function rankScore(signals: Signals, weights: Record<SignalName, number> = rankingWeights): number {
  let sum = 0
  for (const name of Object.keys(weights) as SignalName[]) sum += weights[name] * signals[name]
  return sum
}
