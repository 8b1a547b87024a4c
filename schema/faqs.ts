import { z } from 'zod'
import { anchorId, id, text } from './primitives.ts'

/** One question and its answer. */
export const faqItem = z.strictObject({
  /** Anchor id of the question on its page; without one, a slug of the question is used. */
  id: anchorId.optional(),
  /** The question, as a visitor would ask it. */
  question: text,
  /** The answer. */
  answer: text,
})

/** A set of questions shown together in one accordion. */
export const faqGroup = z.strictObject({
  /** Unique id, referenced by a page's faq section. */
  id,
  /** "single": one answer open at a time (collapsible); "multiple": several may be open. */
  mode: z.enum(['single', 'multiple']),
  /** The questions, in display order. */
  items: z.array(faqItem).min(1),
})

/** All FAQ groups. */
export const faqsFile = z.strictObject({
  /** The groups. */
  groups: z.array(faqGroup).min(1),
})

export type FaqGroup = z.output<typeof faqGroup>
