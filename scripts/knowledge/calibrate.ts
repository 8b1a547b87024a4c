/**
 * Chooses the confidence thresholds of the offline assistant from evaluated questions (the `tune` split only):
 *  - `answer`: answering at or above it maximises +1 per right answer and per declined off-topic question, −1 per
 *    wrong answer (a wrong fact is worse than none), 0 per answerable question declined;
 *  - `suggest`: between it and `answer` the reply is "Did you mean"; it maximises +1 per question whose right
 *    passage is among the choices, −0.5 per off-topic question offered choices instead of a plain decline.
 * The answer threshold is judged by its utility averaged over a small window around it (`calibrationSettings`), so
 * the choice rests on a plateau rather than on one question's score. Among equally good neighbouring thresholds,
 * the middle one; of two separate equally good runs, the higher (see `best`).
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

/** How thresholds are chosen; measured on the `tune` split of content/knowledge-eval.yaml. */
export const calibrationSettings = {
  // Half the width of the window each threshold's utility is averaged over. The utility is flat near its top, with
  // peaks a question apart: in stop 33 one fixed typo more moved the raw best from 0.4252 to 0.3709 (1,001 against
  // 1,000 of 1,329), and with it two points of declines. Averaged over ±0.01 to ±0.03, the engines before and
  // after the change both choose 0.42–0.43. In stop 42, ±0.02 still jumped between two peaks as tune grew (0.4433,
  // 0.4247, 0.4295, 0.4482 over four engines a few questions apart); ±0.03 chose 0.4328–0.4364 on all four, with
  // tune answers and declines within one question of ±0.02's. (Teaching 41 more answerable questions then moved
  // every window's choice to 0.42: a shift of the utility's top, not a jump between peaks.)
  window: 0.03,
}

/**
 * `utility` averaged over [cut − window, cut + window]. The utility is a step function that changes only at the
 * points' confidences, so the average is exact: each step's level weighed by how much of the window it spans.
 */
function averaged(values: number[], utility: (cut: number) => number, window: number): (cut: number) => number {
  const edges = [...new Set(values)].sort((a, b) => a - b)
  if (edges.length === 0) return utility
  // The level on (edges[k − 1], edges[k]]: a point at the cut is answered, so utility(edges[k]) holds on all of it.
  const levels = [...edges.map(utility), utility(edges.at(-1)! + 0.001)]
  return (cut) => {
    const from = cut - window
    const to = cut + window
    let sum = 0
    for (let k = 0; k < levels.length; k++) {
      const low = Math.max(from, k === 0 ? -Infinity : edges[k - 1]!)
      const high = Math.min(to, k === edges.length ? Infinity : edges[k]!)
      if (high > low) sum += levels[k]! * (high - low)
    }
    return sum / (to - from)
  }
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
  const confidences = points.map((point) => point.confidence)
  const { window } = calibrationSettings
  const answer = best(candidates, averaged(confidences, utility, window))
  const below = candidates.filter((cut) => cut <= answer)
  const offered = (cut: number) =>
    points.reduce((sum, point) => {
      if (point.confidence < cut || point.confidence >= answer || point.offTopic) return sum
      return sum + (point.answerable ? (point.inTopThree ? 1 : 0) : -0.5)
    }, 0)
  // "Did you mean" is chosen on its raw score: averaged, it moved to 0.11 and offered choices to 4 more off-topic
  // questions for half a question of gain; a plain decline with the way to a person is the safer reply there.
  const suggest = best(below, offered)
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
