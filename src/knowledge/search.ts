import MiniSearch from 'minisearch'
import type { KnowledgeEntry } from '../../schema/knowledge.ts'
import { indexOptions, normaliseTerm, querySearchOptions } from './search-options.ts'

/** A ranked knowledge entry. */
export interface SearchResult {
  /** The entry id. */
  id: string
  /** Its score; higher is better. Comparable within one query only. */
  score: number
}

/** A ranking strategy: the question in, at most `limit` entries out, best first. */
export type Search = (question: string, limit: number) => SearchResult[]

/** The spec's query words: split on spaces, keep words longer than 2 characters. */
export function queryWords(question: string): string[] {
  return question.split(/\s+/).flatMap((word) => normaliseTerm(word) ?? [])
}

/** The spec's ranking: entries by how many query words appear in their title, content or tags. */
export function keywordSearch(entries: KnowledgeEntry[]): Search {
  const haystacks = entries.map((entry) => ({
    id: entry.id,
    text: `${entry.title} ${entry.content} ${entry.tags.join(' ')}`.toLowerCase(),
  }))
  return (question, limit) => {
    const words = queryWords(question)
    return haystacks
      .map(({ id, text }) => ({ id, score: words.filter((word) => text.includes(word)).length }))
      .filter((result) => result.score > 0)
      .sort((a, b) => b.score - a.score)
      .slice(0, limit)
  }
}

/**
 * BM25 ranking over the prebuilt MiniSearch index, with field boosts, prefix and fuzzy matching, and the
 * synonyms from chat.yaml added to the query.
 */
export function indexSearch(index: MiniSearch<KnowledgeEntry>, synonyms: Record<string, string[]>): Search {
  return (question, limit) => {
    const words = queryWords(question)
    if (words.length === 0) return []
    const expanded = [...new Set(words.flatMap((word) => [word, ...(synonyms[word] ?? [])]))]
    return index
      .search(expanded.join(' '), querySearchOptions)
      .slice(0, limit)
      .map((result) => ({ id: String(result.id), score: Math.round(result.score * 100) / 100 }))
  }
}

/** Loads the serialized index built by the content build. */
export function loadIndex(serialized: unknown): MiniSearch<KnowledgeEntry> {
  return MiniSearch.loadJS(serialized as Parameters<typeof MiniSearch.loadJS>[0], indexOptions)
}
