import type { Chat } from '../../schema/chat.ts'
import type { KnowledgeEntry } from '../../schema/knowledge.ts'
import type { Search, SearchResult } from './search.ts'

/** A chat reply: the message, follow-up questions and links to pages. */
export interface ChatReply {
  /** The reply text (markdown). */
  message: string
  /** Follow-up questions to offer as buttons. */
  suggestions: string[]
  /** Pages to offer as links. */
  relatedLinks: { title: string; url: string }[]
  /** The ranked entries behind the reply. */
  results: SearchResult[]
}

/** What an answer needs from content. */
export interface AnswerContext {
  chat: Pick<Chat, 'search' | 'messages' | 'quickQuestions' | 'navigation'>
  entries: KnowledgeEntry[]
  /** Page titles by route, for links the chat has no name for. */
  pageTitles: Record<string, string>
}

/** The quick questions for a route, or the default ones. */
export function quickQuestionsFor(chat: AnswerContext['chat'], route: string): string[] {
  return chat.quickQuestions[route] ?? chat.quickQuestions.default ?? []
}

/** The name of a page for a link: the chat's navigation name, else the page title. */
function linkTitle(context: AnswerContext, url: string): string {
  const route = url.split('#')[0] || '/'
  return context.chat.navigation[route] ?? context.pageTitles[route] ?? route
}

/** Links to the pages of the given entries, without duplicates. */
export function linksFor(context: AnswerContext, ids: string[]): ChatReply['relatedLinks'] {
  const byId = new Map(context.entries.map((entry) => [entry.id, entry]))
  const seen = new Set<string>()
  const links: ChatReply['relatedLinks'] = []
  for (const id of ids) {
    const entry = byId.get(id)
    if (!entry || seen.has(entry.url)) continue
    seen.add(entry.url)
    links.push({ title: entry.url.includes('#') ? entry.title : linkTitle(context, entry.url), url: entry.url })
  }
  return links.slice(0, context.chat.search.relatedLinks)
}

/**
 * The offline answer: the best entry's content, or the no-match message; follow-up questions for the best
 * entry's page (or the current one), without the question just asked; links to the matched entries' pages.
 */
export function answer(question: string, route: string, search: Search, context: AnswerContext): ChatReply {
  const results = search(question, context.chat.search.limit)
  const best = results[0] && context.entries.find((entry) => entry.id === results[0]!.id)
  const asked = question.trim().toLowerCase()
  const suggestionRoute = best ? best.url.split('#')[0] || '/' : route
  const suggestions = [...quickQuestionsFor(context.chat, suggestionRoute), ...quickQuestionsFor(context.chat, route)]
    .filter((text, index, all) => all.indexOf(text) === index && text.toLowerCase() !== asked)
    .slice(0, 3)
  return {
    message: best ? best.content : context.chat.messages.noMatch,
    suggestions,
    relatedLinks: linksFor(
      context,
      results.map((result) => result.id),
    ),
    results,
  }
}
