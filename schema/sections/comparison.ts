import { z } from 'zod'
import { text } from '../primitives.ts'
import { sectionBase } from './base.ts'

/** A two-way comparison table, e.g. without vs. with the AI agent. */
export const comparisonSection = z.strictObject({
  ...sectionBase,
  /** Section type. */
  type: z.literal('comparison'),
  /** The header of the first column (what is compared). */
  featureLabel: text,
  /** The header of the "before" column. */
  beforeLabel: text,
  /** The header of the "after" column. */
  afterLabel: text,
  /** The rows. */
  rows: z
    .array(
      z.strictObject({
        /** What is compared. */
        feature: text,
        /** How it is without. */
        before: text,
        /** How it is with. */
        after: text,
      }),
    )
    .min(1),
})
