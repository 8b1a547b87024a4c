import { z } from 'zod'
import { text } from '../primitives.ts'
import { sectionBase } from './base.ts'

/** A ticked list, such as everything in the package. */
export const checklistSection = z.strictObject({
  ...sectionBase,
  /** Section type. */
  type: z.literal('checklist'),
  /** The items, one line each. */
  items: z.array(text).min(1),
})
