import { z } from 'zod'
import { action } from '../action.ts'
import { sectionBase } from './base.ts'

/** A call to action: heading, text and buttons (also used for lists of quick links). */
export const ctaSection = z.strictObject({
  ...sectionBase,
  /** Section type. */
  type: z.literal('cta'),
  /** The buttons. */
  actions: z.array(action).min(1),
})
