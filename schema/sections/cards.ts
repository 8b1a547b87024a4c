import { z } from 'zod'
import { action } from '../action.ts'
import { icon } from '../icons.ts'
import { anchorId, text } from '../primitives.ts'
import { sectionBase } from './base.ts'

/** One card: icon, title, description, optional benefits and link. */
export const card = z.strictObject({
  /** Anchor id of the card; without one, a slug of its title is used. */
  id: anchorId.optional(),
  /** The icon at the top of the card. */
  icon: icon.optional(),
  /** The card title. */
  title: text,
  /** One or two sentences. */
  description: text,
  /** A short list of benefits or details. */
  benefits: z.array(text).optional(),
  /** A link at the bottom of the card. */
  link: action.optional(),
})

/** A grid of cards: features, package contents, guides, support channels. */
export const cardsSection = z.strictObject({
  ...sectionBase,
  /** Section type. */
  type: z.literal('cards'),
  /** Cards per row on wide screens. */
  columns: z.literal([2, 3, 4]).default(3),
  /** The cards. */
  cards: z.array(card).min(1),
})
