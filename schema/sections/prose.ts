import { z } from 'zod'
import { displayDate, text } from '../primitives.ts'
import { sectionBase } from './base.ts'

/** Running text in titled blocks: policies, documentation topics. */
export const proseSection = z.strictObject({
  ...sectionBase,
  /** Section type. */
  type: z.literal('prose'),
  /** "Last updated" line, e.g. "Last updated: January 2025". */
  updated: displayDate.optional(),
  /** The blocks, in order. */
  blocks: z
    .array(
      z.strictObject({
        /** Anchor id of the block. */
        id: z
          .string()
          .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Expected an id in lower case with dashes')
          .optional(),
        /** The block heading. */
        heading: text.optional(),
        /** Paragraphs. */
        paragraphs: z.array(text).optional(),
        /** A bulleted list after the paragraphs. */
        list: z.array(text).optional(),
      }),
    )
    .min(1),
})
