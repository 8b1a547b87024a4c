/**
 * Chooses the confidence thresholds of the offline assistant from evaluated questions (the `tune` split only):
 *  - `answer`: answering at or above it maximises +1 per right answer and per declined off-topic question, −1 per
 *    wrong answer (a wrong fact is worse than none), 0 per answerable question declined;
 *  - `suggest`: between it and `answer` the reply is "Did you mean"; it maximises +1 per question whose right
 *    passage is among the choices, −0.5 per off-topic question offered choices instead of a plain decline.
 * Among equally good neighbouring thresholds, the middle one, so the choice does not hug one question's score; of two
 * separate equally good runs, the higher (see `best`).
 */
import type { Thresholds } from '../../src/knowledge/answer.ts'

/** A question as calibration sees it. */
export interface CalibrationPoint {
  confidence: number
  /** The site answers it (false: off-topic, to decline). */
  answerable: boolean
  /** Its best passage says the expected fact. */
  bestIsRight: boolean
  /** A passage in the top 3 says it (so "Did you mean" would help). */
  inTopThree: boolean
  /** It names a topic the site never covers: declined without "Did you mean" whatever its confidence below `answer`. */
  offTopic?: boolean
}

/** The chosen thresholds, with what they achieve on the points they were chosen on. */
export interface Calibration extends Thresholds {
  /** Right answers among all answers given. */
  precision: number
  /** Right answers among all answerable questions. */
  recall: number
  /** Off-topic questions declined (plainly or with "Did you mean"). */
  declined: number
  /** What the `answer` threshold maximises, per question (−1 to 1). */
  score: number
}

/** The candidate cut points: 0, every midpoint between neighbouring scores, and just above the highest. */
function cuts(values: number[]): number[] {
  const sorted = [...new Set(values)].sort((a, b) => a - b)
  return [0, ...sorted.slice(1).map((value, index) => (value + sorted[index]!) / 2), (sorted.at(-1) ?? 0) + 0.001]
}

/**
 * The middle of the best-scoring candidates (given in increasing order). When they form separate runs (two peaks
 * of equal score, with worse cuts between), the middle of the highest run: of two equally good thresholds, the one
 * that answers less, since a wrong fact is worse than none. The middle of both runs would be a cut between them,
 * and the lowest run's middle is as arbitrary a choice as any.
 */
function best(candidates: number[], utility: (cut: number) => number): number {
  const scores = candidates.map(utility)
  const top = Math.max(...scores)
  const last = scores.lastIndexOf(top)
  let first = last
  while (first > 0 && scores[first - 1] === top) first--
  return candidates[first + Math.floor((last - first) / 2)]!
}

const round = (value: number) => Math.round(value * 10_000) / 10_000

/** Chooses both thresholds. */
export function calibrate(points: CalibrationPoint[]): Calibration {
  const candidates = cuts(points.map((point) => point.confidence))
  const utility = (cut: number) =>
    points.reduce((sum, point) => {
      if (point.confidence < cut) return sum + (point.answerable ? 0 : 1)
      return sum + (point.answerable && point.bestIsRight ? 1 : -1)
    }, 0)
  const answer = best(candidates, utility)
  const below = candidates.filter((cut) => cut <= answer)
  const suggest = best(below, (cut) =>
    points.reduce((sum, point) => {
      if (point.confidence < cut || point.confidence >= answer || point.offTopic) return sum
      return sum + (point.answerable ? (point.inTopThree ? 1 : 0) : -0.5)
    }, 0),
  )
  const answered = points.filter((point) => point.confidence >= answer)
  const right = answered.filter((point) => point.answerable && point.bestIsRight).length
  const offTopic = points.filter((point) => !point.answerable)
  return {
    answer: round(answer),
    suggest: round(suggest),
    precision: answered.length ? right / answered.length : 1,
    recall: right / Math.max(1, points.filter((point) => point.answerable).length),
    declined: offTopic.filter((point) => point.confidence < answer).length / Math.max(1, offTopic.length),
    score: utility(answer) / Math.max(1, points.length),
  }
}
