import type { ChatSettings } from '../../schema/chat.ts'

/** The quick questions for a route, or the default ones. Kept apart so the chat's first render needs no engine. */
export function quickQuestionsFor(chat: Pick<ChatSettings, 'quickQuestions'>, route: string): string[] {
  return chat.quickQuestions[route] ?? chat.quickQuestions.default ?? []
}
