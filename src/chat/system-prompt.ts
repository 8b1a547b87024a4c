import type { Chat } from '../../schema/chat.ts'
import type { KnowledgeEntry } from '../../schema/knowledge.ts'

/**
 * The system message: who the assistant is, the page the visitor is on, the reply guidelines, and the
 * knowledge entries found for the question, so prices and policies in AI answers match the content.
 */
export function systemPrompt(
  chat: Pick<Chat, 'systemPrompt'>,
  context: { brand: string; path: string; pageDescription: string; facts: KnowledgeEntry[] },
): string {
  const { intro, guidelines, factsHeading } = chat.systemPrompt
  const lines = [
    intro
      .replace('{brand}', context.brand)
      .replace('{path}', context.path)
      .replace('{pageDescription}', context.pageDescription),
    '',
    ...guidelines.map((line) => `- ${line}`),
  ]
  if (context.facts.length > 0) {
    lines.push('', factsHeading, ...context.facts.map((entry) => `## ${entry.title} (${entry.url})\n${entry.content}`))
  }
  return lines.join('\n')
}
