import type { KnowledgeCategory } from '../../schema/knowledge.ts'
import type { Plan } from '../../schema/plans.ts'

/** Where a passage comes from; overviews (page, section) answer one-word topic questions. */
export type PassageKind = 'entry' | 'page' | 'section' | 'item' | 'faq' | 'plan' | 'offer'

/**
 * One answerable piece of what the site says, extracted from content by the build (scripts/content/passages.ts):
 * a knowledge entry, a FAQ item, a plan, a page, a section or a block of a section. References are resolved.
 */
export interface Passage {
  /** Unique id: a knowledge entry's id, else the passage's link. */
  id: string
  /** What it was extracted from. */
  kind: PassageKind
  /** Its heading: the question, the plan's name, the block's heading. */
  title: string
  /** Words that place it (page name, section heading, tags, prices): searched, never shown. */
  keywords: string
  /**
   * The words of the evaluation's `tune` questions that this passage answers, each once, learnt by the build
   * (scripts/knowledge/asked.ts): searched, never shown.
   */
  asked?: string[]
  /** The answer text, in markdown. */
  text: string
  /** List lines after the text (features, plans with prices, steps), in markdown. */
  items: string[]
  /**
   * For a list line that shows only the start of another passage (an overview's clause, cut to its first sentence,
   * or a link to a section's short list), that passage's id and whole line; worked out when the index is loaded
   * (see withDetails in answer.ts), never stored.
   */
  details?: ({ id: string; line: string } | undefined)[]
  /** True when the items are steps in order. */
  ordered?: boolean
  /** The topic category, used by intent words such as "how much". */
  category: KnowledgeCategory
  /** Deep link to the exact place on the site: a route with an anchor, e.g. "/faq#can-i-use-it-for-client-work". */
  url: string
  /** The passage that lists this one (its section, or its page), if any. */
  parent?: string
  /** Questions or titles to offer after this passage answers. */
  followUps: string[]
}

/**
 * How a list writes another passage before that passage's text: "**Title**: text" or "[Title](url): text". The
 * packed file stores such a line as a number (knowledge-format.ts), and a reply finds an overview's line by it to
 * show the whole clause (withDetails in answer.ts).
 */
export const lineHeads = (passage: Pick<Passage, 'title' | 'url'>) =>
  [`**${passage.title}**: `, `${linkTo(passage)}: `] as const

/** A passage as a markdown link to its place, as a list writes it: "[Title](url)". */
export const linkTo = (passage: Pick<Passage, 'title' | 'url'>) => `[${passage.title}](${passage.url})`

/**
 * The follow-ups a list offers after one of its parts: the next titles after it, wrapping around and never the part
 * itself, three after a plan and two after anything else. A page or section offers its first three parts.
 */
export const partFollowUps = (titles: readonly string[], index: number, kind: PassageKind): string[] =>
  [...titles.slice(index + 1), ...titles.slice(0, index)].slice(0, kind === 'plan' ? 3 : 2)

/** The follow-ups a page or section offers: its first three parts (see partFollowUps). */
export const listFollowUps = (titles: readonly string[]): string[] => titles.slice(0, 3)

/**
 * A plan as one line, with its price: "**Name** (tagline, badge): **price** period", and "instead of" a compared
 * price. The build writes a plan's passage with it (scripts/content/passages.ts); the search reads the price back
 * with `planPrice`, so the two stay one format.
 */
export function planLine(plan: Plan): string {
  const compare = plan.compareAtPrice ? ` instead of ${plan.compareAtPrice}` : ''
  const notes = [plan.tagline, plan.badge].filter(Boolean).join(', ')
  return `**${plan.name}**${notes ? ` (${notes})` : ''}: **${plan.price}** ${plan.period}${compare}`
}

/** The price a plan's line states, in digits as the search writes numbers; not a saving in its notes. */
export const planPrice = (text: string): string | undefined =>
  /^\*\*[^*]+\*\*(?: \([^)]*\))?: \*\*\D*(\d[\d,.]*)\*\*/.exec(text)?.[1]
