import { z } from 'zod'
import { icon } from '../icons.ts'
import { anchorId, text } from '../primitives.ts'
import { sectionBase } from './base.ts'

/** Titled lists side by side: technical specifications, requirements, browser support. */
export const columnsSection = z.strictObject({
  ...sectionBase,
  /** Section type. */
  type: z.literal('columns'),
  /** The columns. */
  columns: z
    .array(
      z.strictObject({
        /** Anchor id of the column; without one, a slug of its title is used. */
        id: anchorId.optional(),
        /** The column title. */
        title: text,
        /** An icon beside the title. */
        icon: icon.optional(),
        /** Its lines. */
        items: z.array(text).min(1),
      }),
    )
    .min(1),
})
