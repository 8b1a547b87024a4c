import type { SearchVocabulary } from '../../schema/chat.ts'
import {
  answer,
  askedWords,
  linksFor,
  passageSummary,
  type AnswerContext,
  type ChatReply,
  type Thresholds,
  withDetails,
} from './answer.ts'
import type { Passage } from './passage.ts'
import { type WordClasses } from './confidence.ts'
import { buildIndex, indexSearch, type Search } from './search.ts'

// The chat unpacks the file in this chunk, so the code stays out of the initial bundle.
export { unpackKnowledge } from './knowledge-format.ts'

/** The passage index as the assistant reads it (src/generated/knowledge.json, packed: see knowledge-format.ts). */
export interface KnowledgeData {
  /** Every passage of the site. */
  passages: Passage[]
  /** Stems of everyday words that weigh little in the confidence (scripts/knowledge/common-words.ts). */
  common: string[]
  /** Stems of everyday words from topics the site never covers, which weigh much (scripts/knowledge/foreign-words.ts). */
  foreign: string[]
  /** Stems of the nouns the site is about (scripts/knowledge/foreign-words.ts). */
  topical: string[]
  /** English words the search would respell as typos, which it never respells (scripts/knowledge/real-words.ts). */
  english: string[]
  /** The synonyms and phrases of chat.yaml that the search matches by. */
  vocabulary: SearchVocabulary
  /** The confidence thresholds calibrated on the evaluation set. */
  thresholds: Thresholds
}

/**
 * The offline assistant: its search, what answers need, and the answers themselves. Shared by the chat, the demo
 * and `npm run ask`. The chat loads this module beside the passage index, so the engine is not in the panel's chunk.
 */
export interface Assistant {
  search: Search
  context: AnswerContext
  /** The offline reply to a question asked on a route, after the visitor's earlier questions, oldest first (answer.ts). */
  answer: (question: string, route: string, earlier?: string[]) => ChatReply
  /** Links to the given passages (answer.ts). */
  linksFor: (ids: string[]) => ChatReply['relatedLinks']
  /** What a passage says, cut as a reply to the question would cut it (answer.ts). */
  summary: (passage: Passage, question?: string) => string
}

/** Builds the assistant from the passage index and the chat settings. */
export function createAssistant(
  data: KnowledgeData,
  chat: AnswerContext['chat'],
  pageTitles: Record<string, string>,
): Assistant {
  const search = indexSearch(buildIndex(data.passages), data.passages, data.vocabulary, wordClasses(data))
  const context: AnswerContext = {
    chat,
    passages: new Map(withDetails(data.passages).map((passage) => [passage.id, passage])),
    thresholds: data.thresholds,
    pageTitles,
    synonyms: data.vocabulary.synonyms,
  }
  return {
    search,
    context,
    answer: (question, route, earlier) => answer(question, route, search, context, earlier),
    linksFor: (ids) => linksFor(context, ids),
    summary: (passage, question) =>
      passageSummary(passage, chat, chat.search.maxWords, question && askedWords(question, context.synonyms)),
  }
}

/** The index's word lists as the search weighs them. */
export function wordClasses(data: Pick<KnowledgeData, 'common' | 'foreign' | 'topical' | 'english'>): WordClasses {
  return {
    common: new Set(data.common),
    foreign: new Set(data.foreign),
    topical: new Set(data.topical),
    english: new Set(data.english),
  }
}
