import { z } from 'zod'
import { icon } from './icons.ts'
import { href, text } from './primitives.ts'

/** A button or link a visitor can act on. */
export const action = z
  .strictObject({
    /** The words on the button. */
    label: text,
    /** Where it goes. Leave out when `back` is set. */
    href: href.optional(),
    /** Set to true for a "Go Back" button that returns through the browser history. */
    back: z.literal(true).optional(),
    /** How prominent it is: primary (filled), secondary (outlined) or ghost (text only). */
    variant: z.enum(['primary', 'secondary', 'ghost']).default('primary'),
    /** An icon drawn before the label. */
    icon: icon.optional(),
  })
  .refine((value) => (value.href === undefined) !== (value.back === undefined), {
    error: 'Give either "href" or "back: true", not both and not neither',
  })

/** A plain text link. */
export const link = z.strictObject({
  /** The link text. */
  label: text,
  /** Where it goes. */
  href,
})

export type Action = z.output<typeof action>
export type Link = z.output<typeof link>
