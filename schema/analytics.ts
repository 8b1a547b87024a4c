import { z } from 'zod'

/** The local analytics log (kept in the visitor's browser only). */
export const analytics = z.strictObject({
  /** localStorage key of the event log. */
  storageKey: z.string().min(1),
  /** How many of the newest events are kept. */
  maxEvents: z.int().min(1).max(1000),
})

export type Analytics = z.output<typeof analytics>
