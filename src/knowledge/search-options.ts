import type { Options, SearchOptions } from 'minisearch'
import type { KnowledgeEntry } from '../../schema/knowledge.ts'

/** Words that say nothing about a topic; dropping them keeps "what is the..." from matching everything. */
const stopWords = new Set(
  'the and for are but not you your can with this that what how does have has was will its our any all from into about there their which when who why get use using want need tell me'.split(
    ' ',
  ),
)

/**
 * Normalises one word as the spec says (only words longer than 2 characters count), lower-cased, without
 * possessives or trailing punctuation. Shared by indexing and querying so both see the same terms.
 */
export function normaliseTerm(term: string): string | null {
  const lower = term
    .toLowerCase()
    .replace(/'s$/, '')
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')
  return lower.length > 2 && !stopWords.has(lower) ? lower : null
}

/**
 * Options shared by the build (which indexes the knowledge base) and the browser (which loads the index).
 * MiniSearch needs exactly the same options on both sides, so they live only here.
 */
export const indexOptions: Options<KnowledgeEntry> = {
  idField: 'id',
  fields: ['title', 'tags', 'content'],
  storeFields: [],
  extractField: (entry, field) => {
    const value = entry[field as keyof KnowledgeEntry]
    return Array.isArray(value) ? value.join(' ') : String(value ?? '')
  },
  // Split on spaces and punctuation, so "client-work" and "licence," are words too.
  tokenize: (text) => text.split(/[\s\-/.,;:!?()*"]+/),
  processTerm: normaliseTerm,
}

/** How queries are matched and ranked (BM25, MiniSearch's default scoring, with these settings). */
export const querySearchOptions: SearchOptions = {
  // Titles name the topic and tags hold the words visitors use for it, so both outweigh the long content.
  boost: { title: 3, tags: 2.5, content: 1 },
  // Prefix matching lets "refun" find "refund" and "customi" find "customization"; only for words of 4+ letters,
  // since 3-letter prefixes ("pro", "com") match too much.
  prefix: (term) => term.length >= 4,
  // No typos in words under 5 letters (too many near neighbours), one in 5-letter words, two from 6 letters on:
  // swapped letters ("refnud", "licnse") count as two edits.
  fuzzy: (term) => (term.length >= 6 ? 2 : term.length === 5 ? 1 : false),
  // Any matching word counts; BM25 ranks entries matching more and rarer words higher.
  combineWith: 'OR',
  // Exact matches score fully, prefix and fuzzy matches count for less so they rarely outrank them.
  weights: { prefix: 0.5, fuzzy: 0.4 },
}
