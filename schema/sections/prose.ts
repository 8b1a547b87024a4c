import { z } from 'zod'
import { anchorId, displayDate, text } from '../primitives.ts'
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
        /** Anchor id of the block; without one, a slug of its heading is used. */
        id: anchorId.optional(),
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
