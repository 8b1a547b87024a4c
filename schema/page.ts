import { z } from 'zod'
import { knowledgeCategory } from './knowledge.ts'
import { describeValue, routePattern, text } from './primitives.ts'
import { section } from './sections/index.ts'

/** Routes the build uses for itself, with why. */
const reservedRoutes: Record<string, string> = {
  '/404': 'the page for unknown addresses is served there (give that page route "*")',
  '/not-found': 'the page for unknown addresses is built under that name (give that page route "*")',
  '/home': 'the home page ("/") is built under that name',
  '/assets': "the site's scripts and styles are served from there",
}

/** One page of the site. */
export const page = z.strictObject({
  /** The address, e.g. "/pricing". Use "*" for the page shown at unknown addresses (404). */
  route: z
    .string()
    .superRefine((value, context) => {
      if (value === '*') return
      const message = !routePattern.test(value)
        ? `Expected a route like "/pricing" (lower case, words joined by "-"), or "*" for the page at unknown addresses, got ${describeValue(value)}`
        : value in reservedRoutes
          ? `Route "${value}" is reserved: ${reservedRoutes[value]}. Choose another`
          : undefined
      if (message) context.addIssue({ code: 'custom', message, input: value })
    })
    .meta({ pattern: '^(\\*|/([a-z0-9]+(-[a-z0-9]+)*)?)$', not: { enum: Object.keys(reservedRoutes) } }),
  /** The browser tab title and search-result title. */
  title: text,
  /** The search-result description, about 150 characters. */
  description: text,
  /** What a link to this page shows when shared (Slack, X, LinkedIn…). The build renders a 1200×630 card. */
  share: z
    .strictObject({
      /** A price badge on the card, e.g. "{{plans.starter.price}}" or "From {{plans.starter.price}}". */
      price: text.optional(),
      /** Your own image instead of the rendered card: a site path like "/images/share.png" or an https URL. */
      image: z
        .string()
        .regex(
          /^(\/[^\s]*|https:\/\/\S+)\.(png|jpe?g|webp)$/,
          'Expected a .png, .jpg or .webp path like "/images/share.png" or an https URL',
        )
        .optional(),
      /** The image's text alternative; "title: description" if not set. */
      alt: text.optional(),
    })
    .optional(),
  /** What the chat assistant files this page's passages under, e.g. "legal" for a policy; "features" if not set. */
  category: knowledgeCategory.default('features'),
  /** The blocks of the page, top to bottom. */
  sections: z.array(section).min(1),
})

export type Page = z.output<typeof page>
