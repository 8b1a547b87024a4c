import { z } from 'zod'
import { externalUrl, id, price, text } from './primitives.ts'

/** Something a visitor can buy: a template plan, the AI agent add-on or the bundle. */
export const plan = z.strictObject({
  /** Unique id, used in references like {{plans.starter.price}}. */
  id,
  /** The plan's name, e.g. "Starter". */
  name: text,
  /** A short positioning line under the name, e.g. "Authority Positioning". */
  tagline: text.optional(),
  /** The price with its currency sign, e.g. "$127". */
  price,
  /** The price it is compared against, struck through (bundles). */
  compareAtPrice: price.optional(),
  /** How often it is paid, e.g. "one-time". */
  period: text,
  /** One or two sentences on who it is for. */
  description: text,
  /** What it includes, one line each. */
  features: z.array(text).min(1),
  /** Marks the plan as the recommended one. */
  popular: z.boolean().default(false),
  /** The badge shown on a popular plan, e.g. "Most Popular". */
  badge: text.optional(),
  /** The words on its buy button. */
  cta: text,
  /** The external storefront page (opens in a new tab). */
  purchaseUrl: externalUrl,
})

/** Template plans and other offers. */
export const plansFile = z.strictObject({
  /** The template plans, in display order. */
  plans: z.array(plan).min(1),
  /** Other things for sale (the AI agent add-on, the bundle). */
  offers: z.array(plan),
})

export type Plan = z.output<typeof plan>
export type PlansFile = z.output<typeof plansFile>
