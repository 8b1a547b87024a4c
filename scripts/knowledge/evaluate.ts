/**
 * Runs evaluation questions through the offline assistant and says, for each, what it answered and whether that
 * was right: the expected text appears in the reply, or an off-topic question was declined. Used by the content
 * build (to calibrate the confidence threshold on the `tune` split) and by `npm run ask:eval`.
 */
import type { EvalCase } from '../../schema/knowledge-eval.ts'
import {
  answer,
  askedWords,
  passageReply,
  searchUnlessRefused,
  type AnswerContext,
  type ChatReply,
} from '../../src/knowledge/answer.ts'
import type { Search } from '../../src/knowledge/search.ts'
import type { CalibrationPoint } from './calibrate.ts'

/** One evaluated question. */
export interface Scored {
  case: EvalCase
  /** The reply with the calibrated thresholds. */
  reply: ChatReply
  /** The search's confidence in its best passage. */
  confidence: number
  /** Whether the best passage, if it answered, would say the expected text (false for off-topic questions). */
  bestIsRight: boolean
  /** Rank (1-based) of the first passage that says the expected text, within the top 3; 0 when none does. */
  rank: number
  /** The search found it names a topic the site never covers. */
  offTopic: boolean
}

/**
 * True when a text says one of the expected texts (case does not matter), as a visitor reads it: without its bold
 * and code marks ("The **documentation** covers…" says "documentation covers"); links keep their addresses.
 */
export function says(text: string, expected: EvalCase['expect']): boolean {
  const lower = text.replace(/\*\*|`/g, '').toLowerCase()
  return [expected ?? []].flat().some((fact) => lower.includes(fact.toLowerCase()))
}

/** True when a passage, given as the reply to the case's question, says its expected text. */
export function passageSays(
  context: AnswerContext,
  id: string,
  testCase: Pick<EvalCase, 'question' | 'expect'>,
): boolean {
  const passage = context.passages.get(id)
  return (
    passage !== undefined &&
    says(passageReply(passage, context.chat, askedWords(testCase.question, context.synonyms)), testCase.expect)
  )
}

/** Evaluates every case on one search strategy and one set of thresholds. */
export function evaluate(cases: EvalCase[], search: Search, context: AnswerContext): Scored[] {
  return cases.map((testCase) => {
    const reply = answer(testCase.question, '/', search, context, testCase.after ? [testCase.after] : [])
    const { results, offTopic = false } = searchUnlessRefused(
      testCase.question,
      search,
      context.chat,
      3,
      testCase.after,
    )
    // A refused question is declined before any search: its confidence is the reply's (0).
    const confidence = reply.confidence
    const rank = testCase.decline ? 0 : results.findIndex((result) => passageSays(context, result.id, testCase)) + 1
    return { case: testCase, reply, confidence, bestIsRight: rank === 1, rank, offTopic }
  })
}

/** True when the reply is right: the expected text for a question the site answers, a decline for the rest. */
export function isRight(scored: Scored): boolean {
  return scored.case.decline
    ? scored.reply.declined
    : !scored.reply.declined && says(scored.reply.message, scored.case.expect)
}

/** An evaluated question as calibration sees it (the build's thresholds and `ask:eval`'s report alike). */
export function calibrationPoint(scored: Scored): CalibrationPoint {
  return {
    confidence: scored.confidence,
    answerable: !scored.case.decline,
    bestIsRight: scored.bestIsRight,
    inTopThree: scored.rank > 0,
    offTopic: scored.offTopic,
  }
}
