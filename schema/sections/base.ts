import { anchorId, text } from '../primitives.ts'

/** Fields every section may have. Spread into each section schema. */
export const sectionBase = {
  /** Anchor id, so the section can be linked as "/route#id". */
  id: anchorId.optional(),
  /** A small label above the heading. */
  eyebrow: text.optional(),
  /** The section heading. */
  heading: text.optional(),
  /** A paragraph under the heading. */
  intro: text.optional(),
}
