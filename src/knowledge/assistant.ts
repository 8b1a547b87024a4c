import type { SearchVocabulary } from '../../schema/chat.ts'
import type { AnswerContext, Thresholds } from './answer.ts'
import type { Passage } from './passage.ts'
import { buildIndex, indexSearch, type Search } from './search.ts'

/** The passage index as the content build writes it (src/generated/knowledge.json). */
export interface KnowledgeData {
  /** Every passage of the site. */
  passages: Passage[]
  /** Stems of everyday words that weigh little in the confidence (scripts/knowledge/common-words.ts). */
  common: string[]
  /** The synonyms and phrases of chat.yaml that the search matches by. */
  vocabulary: SearchVocabulary
  /** The confidence thresholds calibrated on the evaluation set. */
  thresholds: Thresholds
}

/** The offline assistant: its search and what answers need. Shared by the chat, the demo and `npm run ask`. */
export interface Assistant {
  search: Search
  context: AnswerContext
}

/** Builds the assistant from the passage index and the chat settings. */
export function createAssistant(
  data: KnowledgeData,
  chat: AnswerContext['chat'],
  pageTitles: Record<string, string>,
): Assistant {
  return {
    search: indexSearch(buildIndex(data.passages), data.passages, data.vocabulary, new Set(data.common)),
    context: {
      chat,
      passages: new Map(data.passages.map((passage) => [passage.id, passage])),
      thresholds: data.thresholds,
      pageTitles,
    },
  }
}
