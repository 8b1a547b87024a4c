import { z } from 'zod'
import { action } from '../action.ts'
import { text } from '../primitives.ts'
import { stat } from '../stats.ts'
import { sectionBase } from './base.ts'

/** The opening block of a page: big title, subtitle and buttons. */
export const heroSection = z.strictObject({
  ...sectionBase,
  /** Section type. */
  type: z.literal('hero'),
  /** A small badge above the title. */
  badge: text.optional(),
  /** The page's main title (the h1). */
  title: text,
  /** The words of the title drawn in the accent colour, if any. */
  highlight: text.optional(),
  /** The paragraph under the title. */
  subtitle: text,
  /** Buttons under the subtitle. */
  actions: z.array(action),
  /** A small line under the buttons, e.g. guarantees. */
  note: text.optional(),
  /** Figures shown under the buttons. */
  stats: z.array(stat).optional(),
  /**
   * A picture of the product under the buttons: content/media/hero-*.webp, captured from the built site by
   * `npm run capture:preview` (the home page's sections in the light and the dark theme).
   */
  preview: z
    .strictObject({
      /** What the picture shows, for people who cannot see it. */
      alt: text,
    })
    .optional(),
})
