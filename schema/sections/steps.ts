import { z } from 'zod'
import { anchorId, text } from '../primitives.ts'
import { sectionBase } from './base.ts'

/** Numbered steps, each with an optional command to copy. */
export const stepsSection = z.strictObject({
  ...sectionBase,
  /** Section type. */
  type: z.literal('steps'),
  /** The steps, in order. */
  steps: z
    .array(
      z.strictObject({
        /** Anchor id of the step; without one, a slug of its title is used. */
        id: anchorId.optional(),
        /** The step title. */
        title: text,
        /** What to do. */
        description: text,
        /** A command or snippet, shown as code. */
        code: z.string().min(1).optional(),
      }),
    )
    .min(1),
})
