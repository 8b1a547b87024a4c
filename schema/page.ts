import { z } from 'zod'
import { knowledgeCategory } from './knowledge.ts'
import { route, text } from './primitives.ts'
import { section } from './sections/index.ts'

/** One page of the site. */
export const page = z.strictObject({
  /** The address, e.g. "/pricing". Use "*" for the page shown at unknown addresses (404). */
  route: z.union([route, z.literal('*')]),
  /** The browser tab title and search-result title. */
  title: text,
  /** The search-result description, about 150 characters. */
  description: text,
  /** What the chat assistant files this page's passages under, e.g. "legal" for a policy; "features" if not set. */
  category: knowledgeCategory.default('features'),
  /** The blocks of the page, top to bottom. */
  sections: z.array(section).min(1),
})

export type Page = z.output<typeof page>
