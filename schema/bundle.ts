import type { FaqGroup } from './faqs.ts'
import type { Page } from './page.ts'
import type { Plan } from './plans.ts'
import type { Testimonial } from './testimonials.ts'

/** A page together with the shared content its sections refer to, as generated into one module per route. */
export interface PageBundle {
  /** The page. */
  page: Page
  /** The plans and offers its pricing sections show, by id. */
  plans: Record<string, Plan>
  /** The FAQ groups its faq sections show, by id. */
  faqGroups: Record<string, FaqGroup>
  /** The testimonials, when a testimonials section is on the page. */
  testimonials: Testimonial[]
  /**
   * The offline assistant's answers to the first question of each assistant demo on the page, worked out by the
   * build as plain lines (a list line starts with "• "), so the page shows a real exchange before any script.
   */
  answers: Record<string, string[]>
}

/** A route of the site, for navigation, prerendering and the sitemap. */
export interface RouteInfo {
  /** The address, e.g. "/pricing". */
  path: string
  /** The generated module name, e.g. "pricing". */
  slug: string
  /** The page title. */
  title: string
  /** The page description. */
  description: string
  /** A shared link's own image and text alternative, when the page sets them (else the rendered card). */
  share?: {
    /** The absolute URL of the page's own preview image. */
    image?: string
    /** The image's text alternative. */
    alt?: string
  }
}

/** One preview card the build renders (src/generated/share-cards.json; never shipped to the browser). */
export interface ShareCardInfo {
  slug: string
  /** The page title without the brand. */
  title: string
  /** The page description. */
  lede: string
  /** The price badge, if any. */
  price?: string
}
