import { z } from 'zod'
import { text } from './primitives.ts'

/** One headline figure, like "500+" over "Downloads". */
export const stat = z.strictObject({
  /** The figure, e.g. "500+" or "{{claims.rating}}". */
  value: text,
  /** What the figure counts. */
  label: text,
})

export type Stat = z.output<typeof stat>
