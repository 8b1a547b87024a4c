import { z } from 'zod'
import { stat } from '../stats.ts'
import { sectionBase } from './base.ts'

/** A row of headline figures. */
export const statsSection = z.strictObject({
  ...sectionBase,
  /** Section type. */
  type: z.literal('stats'),
  /** The figures. */
  items: z.array(stat).min(1),
})
