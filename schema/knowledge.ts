import { z } from 'zod'
import { id, text } from './primitives.ts'

/** The knowledge-base categories. */
export const knowledgeCategory = z.enum([
  'pricing',
  'technical',
  'features',
  'setup',
  'legal',
  'support',
  'package',
  'faq',
])

/** One fact sheet the chat assistant answers from. */
export const knowledgeEntry = z.strictObject({
  /** Unique id, e.g. "refund-policy". */
  id,
  /** A short title; also the related-page link text. */
  title: text,
  /** The answer given to visitors; plain sentences, may use **bold** and lists. */
  content: text,
  /** Words visitors might use for this topic, including synonyms. */
  tags: z.array(text).min(1),
  /** The topic category. */
  category: knowledgeCategory,
  /** The page (route, optionally with #anchor) that tells more. */
  url: z.string().regex(/^\/[a-z0-9-]*(#[a-z0-9-]+)?$/, 'Expected a site route like "/pricing" or "/#faq"'),
})

/** The knowledge base. */
export const knowledgeFile = z.strictObject({
  /** The entries. */
  entries: z.array(knowledgeEntry).min(1),
})

export type KnowledgeEntry = z.output<typeof knowledgeEntry>
export type KnowledgeCategory = z.output<typeof knowledgeCategory>
