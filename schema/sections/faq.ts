import { z } from 'zod'
import { id } from '../primitives.ts'
import { sectionBase } from './base.ts'

/** An accordion of questions from faqs.yaml. */
export const faqSection = z.strictObject({
  ...sectionBase,
  /** Section type. */
  type: z.literal('faq'),
  /** Id of the group in faqs.yaml. */
  group: id,
})
