import type { ChatSettings } from '../../schema/chat.ts'
import type { Passage } from '../knowledge/passage.ts'

/**
 * The system message: who the assistant is, the page the visitor is on, the reply guidelines, and the passages of
 * the site found for the question, each with its deep link to cite. The passages are the ones the offline answer
 * uses, cut the same way (a list keeps the lines the question is about), so AI and offline answers quote the same
 * prices and policies.
 */
export function systemPrompt(
  chat: Pick<ChatSettings, 'systemPrompt'>,
  context: {
    brand: string
    path: string
    pageDescription: string
    passages: Passage[]
    /** What a passage says for this question (the assistant's `summary`). */
    summarise: (passage: Passage) => string
  },
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
  if (context.passages.length > 0) {
    lines.push(
      '',
      factsHeading,
      ...context.passages.map((passage) => `## ${passage.title} (${passage.url})\n${context.summarise(passage)}`),
    )
  }
  return lines.join('\n')
}
