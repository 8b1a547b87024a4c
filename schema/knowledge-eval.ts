import { z } from 'zod'
import { id, text } from './primitives.ts'

/** One visitor question and the knowledge entries that answer it. */
export const evalCase = z.strictObject({
  /** The question as a visitor might type it, typos included. */
  question: text,
  /** Ids of the entries that are a right answer; the first-ranked result must be one of them. */
  expected: z.array(id).min(1),
})

/** Questions that measure how well the offline assistant finds answers (`npm run ask:eval`). */
export const knowledgeEvalFile = z.strictObject({
  /** The questions. */
  cases: z.array(evalCase).min(1),
})

export type EvalCase = z.output<typeof evalCase>
