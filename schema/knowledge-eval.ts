import { z } from 'zod'
import { text } from './primitives.ts'

/** What a question is about; `npm run ask:eval` reports each topic on its own. */
export const evalTopic = z.enum([
  'pricing',
  'licence',
  'refund',
  'privacy',
  'technical',
  'setup',
  'support',
  'package',
  'ai-agent',
  'reviews',
  'off-topic',
])

/** One visitor question and what a right reply must say, or that it must be declined. */
export const evalCase = z
  .strictObject({
    /** The question as a visitor might type it, typos included. */
    question: text,
    /** The visitor's question just before, when this one follows it up ("how much is it?" after "what is the agent?"). */
    after: text.optional(),
    /** What the question is about. */
    topic: evalTopic,
    /** A text the reply must contain (case does not matter); with a list, any one of them is enough. */
    expect: z.union([text, z.array(text).min(1)]).optional(),
    /** True when the assistant should decline: off-topic, unanswerable or unsafe questions. */
    decline: z.literal(true).optional(),
  })
  .refine((value) => (value.expect === undefined) !== (value.decline === undefined), {
    error: 'Give either `expect` (what a right reply says) or `decline: true`, not both',
  })

/**
 * Questions that measure the offline assistant (`npm run ask:eval`). The search and its confidence threshold are
 * tuned on `tune` only; `test` is frozen and only reported, so its figures are honest.
 */
export const knowledgeEvalFile = z.strictObject({
  /** Questions to tune on. Add new questions here. */
  tune: z.array(evalCase).min(1),
  /** Frozen questions, never tuned on. */
  test: z.array(evalCase).min(1),
})

export type EvalCase = z.output<typeof evalCase>
export type EvalTopic = z.output<typeof evalTopic>
export type KnowledgeEvalFile = z.output<typeof knowledgeEvalFile>
