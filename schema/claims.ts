import { z } from 'zod'
import { text } from './primitives.ts'

/**
 * Figures and promises quoted in several places, written once and referenced as {{claims.name}}.
 * Names are camelCase, e.g. refundWindow.
 */
export const claimsFile = z.strictObject({
  /** Each claim by name. */
  claims: z.record(z.string().regex(/^[a-z][a-zA-Z0-9]*$/, 'Expected a camelCase name like "refundWindow"'), text),
})

export type Claims = z.output<typeof claimsFile>['claims']
