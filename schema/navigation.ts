import { z } from 'zod'
import { action, link } from './action.ts'
import { icon } from './icons.ts'
import { href, text } from './primitives.ts'

/** A line of contact details in the footer. */
const contactLine = z.strictObject({
  /** What the address is for, e.g. "Privacy". */
  label: text,
  /** The address as shown. */
  value: text,
  /** Makes the value a link (e.g. mailto:). Leave out to show it as plain text. */
  href: href.optional(),
})

/** A social network link, drawn as an icon. */
const socialLink = z.strictObject({
  /** Accessible name, e.g. "LaunchKit on GitHub". */
  label: text,
  /** Where it goes. */
  href,
  /** The icon. */
  icon,
})

/** The header and footer shown on every page. */
export const navigation = z.strictObject({
  /** The header. */
  header: z.strictObject({
    /** Links in the header (and in the mobile menu). */
    links: z.array(link).min(1),
    /** Buttons at the right of the header. */
    actions: z.array(action),
  }),
  /** The footer. */
  footer: z.strictObject({
    /** Link columns. */
    columns: z
      .array(
        z.strictObject({
          /** The column heading. */
          title: text,
          /** Its links. */
          links: z.array(link).min(1),
        }),
      )
      .min(1),
    /** Contact lines under the brand. */
    contact: z.array(contactLine),
    /** Social network links. */
    social: z.array(socialLink),
  }),
})

export type Navigation = z.output<typeof navigation>
