import type { Options, SearchOptions } from 'minisearch'
import type { KnowledgeEntry } from '../../schema/knowledge.ts'

/** Words too common to say anything about a topic. */
const stopWords = new Set(
  'the and for are but not you your can with this that what how does have has was will its our any all from into about there their which when who why'.split(
    ' ',
  ),
)

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
  processTerm: (term) => {
    const lower = term.toLowerCase()
    // The spec counts only words longer than 2 characters.
    return lower.length > 2 && !stopWords.has(lower) ? lower : null
  },
}

/** How queries are matched and ranked. */
export const querySearchOptions: SearchOptions = {
  // Titles name the topic; tags hold the words visitors use for it; content is the long tail.
  boost: { title: 3, tags: 2, content: 1 },
  prefix: true,
  fuzzy: 0.2,
}
