import { z } from 'zod'
import { stat } from '../stats.ts'
import { sectionBase } from './base.ts'

/** The customer quotes from testimonials.yaml, with optional figures. */
export const testimonialsSection = z.strictObject({
  ...sectionBase,
  /** Section type. */
  type: z.literal('testimonials'),
  /** Figures shown under the quotes. */
  stats: z.array(stat).optional(),
})
