/**
 * Learns the weights of the ranking's signals (src/knowledge/rank.ts) on the `tune` split only: coordinate ascent
 * over a grid, one weight at a time, keeping a change only when it improves the score of calibrate.ts (right
 * answers and declined off-topic questions, minus wrong answers) at the thresholds it would choose. BM25 runs once
 * per question; each trial only reorders the cached candidates, so a full run takes seconds.
 */
import type { EvalCase } from '../../schema/knowledge-eval.ts'
import { searchUnlessRefused, type AnswerContext } from '../../src/knowledge/answer.ts'
import type { SignalName } from '../../src/knowledge/rank.ts'
import { rankedSearch, type Retrieval } from '../../src/knowledge/search.ts'
import { calibrate, type CalibrationPoint } from './calibrate.ts'
import { passageSays } from './evaluate.ts'

/** The values each weight may take. */
const grid = [0, 0.1, 0.25, 0.5, 0.75, 1, 1.5, 2, 3]

/** What tuning found: the weights, and what they achieve on the split they were learnt on. */
export interface Tuning {
  weights: Record<SignalName, number>
  /** The calibration score (see calibrate.ts) per question, from −1 to 1. */
  score: number
  /** Answerable questions whose first passage says the expected fact. */
  hit1: number
}

/** Prepares the cases once (BM25, and which passages say each expected fact) and returns a scorer of weights. */
export function weightScorer(
  cases: EvalCase[],
  retrieve: (question: string) => Retrieval,
  context: AnswerContext,
): (weights: Record<SignalName, number>) => { score: number; hit1: number } {
  const retrievals = new Map(cases.map((testCase) => [testCase.question, retrieve(testCase.question)]))
  const cached = (question: string) => retrievals.get(question)!
  const right = new Map<string, boolean>()
  const says = (testCase: EvalCase, id: string) => {
    const key = `${testCase.question}\u0000${id}`
    if (!right.has(key)) right.set(key, passageSays(context, id, testCase))
    return right.get(key)!
  }
  return (weights) => {
    const search = rankedSearch(cached, weights)
    const points: CalibrationPoint[] = cases.map((testCase) => {
      const { results, confidence, offTopic } = searchUnlessRefused(testCase.question, search, context.chat, 3)
      const rank = testCase.decline ? 0 : results.findIndex((result) => says(testCase, result.id)) + 1
      return { confidence, answerable: !testCase.decline, bestIsRight: rank === 1, inTopThree: rank > 0, offTopic }
    })
    const answerable = points.filter((point) => point.answerable)
    return {
      score: calibrate(points).score,
      hit1: answerable.filter((point) => point.bestIsRight).length / Math.max(1, answerable.length),
    }
  }
}

/** Coordinate ascent from `start`: rounds over the weights until no single change improves the score. */
export function tuneWeights(
  score: (weights: Record<SignalName, number>) => { score: number; hit1: number },
  start: Record<SignalName, number>,
): Tuning {
  let weights = { ...start }
  let best = score(weights)
  for (let round = 0; round < 10; round++) {
    let improved = false
    for (const name of Object.keys(weights) as SignalName[]) {
      for (const value of grid) {
        if (value === weights[name]) continue
        const trial = { ...weights, [name]: value }
        const result = score(trial)
        // Ties go to hit@1, so the ranking improves even where the thresholds hide it.
        if (result.score > best.score || (result.score === best.score && result.hit1 > best.hit1)) {
          weights = trial
          best = result
          improved = true
        }
      }
    }
    if (!improved) break
  }
  return { weights, ...best }
}
