import { z } from 'zod'
import { externalUrl, text } from './primitives.ts'

/** A customer quote. */
export const testimonial = z.strictObject({
  /** The customer's name. */
  name: text,
  /** Their job title. */
  role: text,
  /** Their company. */
  company: text,
  /** Their photo (https), shown at 48 × 48 px. */
  image: externalUrl,
  /** Stars given, 1 to 5. */
  rating: z.int().min(1).max(5),
  /** The quote. */
  text,
})

/** All testimonials. */
export const testimonialsFile = z.strictObject({
  /** The quotes, in display order. */
  testimonials: z.array(testimonial).min(1),
})

export type Testimonial = z.output<typeof testimonial>
