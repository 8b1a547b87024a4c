import { z } from 'zod'
import { id, text } from '../primitives.ts'
import { sectionBase } from './base.ts'

/** Plan cards taken from plans.yaml. */
export const pricingSection = z.strictObject({
  ...sectionBase,
  /** Section type. */
  type: z.literal('pricing'),
  /** Ids of the plans or offers to show, in order. */
  plans: z.array(id).min(1),
  /** A line under the cards, e.g. the guarantee. */
  note: text.optional(),
})
