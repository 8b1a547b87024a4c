/**
 * Checks the questions the site offers visitors to press (chat.yaml `quickQuestions`, the /ai-agent demo's
 * `questions`): the offline assistant must answer each one. A suggested question that gets "Sorry, I can only
 * answer questions about LaunchKit" is a broken button, and on /ai-agent it is the demo of what we sell.
 */
import type { Chat } from '../../schema/chat.ts'
import type { Page } from '../../schema/page.ts'
import type { Assistant } from '../../src/knowledge/assistant.ts'
import type { Problem } from './problem.ts'
import { problemAt, type SourceFile } from './source.ts'

export function suggestionProblems(
  assistant: Assistant,
  chat: { data: Pick<Chat, 'quickQuestions'>; source: SourceFile },
  pages: { page: Page; source: SourceFile }[],
): Problem[] {
  const offered: { question: string; route: string; source: SourceFile; path: (string | number)[] }[] = []
  for (const [route, questions] of Object.entries(chat.data.quickQuestions))
    questions.forEach((question, index) =>
      offered.push({ question, route: route === 'default' ? '/' : route, source: chat.source, path: ['quickQuestions', route, index] }),
    )
  for (const { page, source } of pages)
    page.sections.forEach((section, sectionIndex) => {
      if (section.type !== 'assistant-demo') return
      section.questions.forEach((question, index) =>
        offered.push({ question, route: page.route, source, path: ['sections', sectionIndex, 'questions', index] }),
      )
    })
  const { answer: threshold } = assistant.context.thresholds
  return offered.flatMap(({ question, route, source, path }) => {
    const reply = assistant.answer(question, route)
    if (!reply.declined) return []
    const why =
      reply.confidence > 0
        ? `its confidence is ${reply.confidence.toFixed(2)}, below the ${threshold.toFixed(2)} it needs to answer`
        : 'it finds nothing on the site about it'
    return [
      problemAt(
        source,
        path,
        `The offline assistant does not answer "${question}" (${why}), so this button would get an apology. Ask it in the site's words (try \`npm run ask -- "${question}"\`), or add the visitor's words to chat.yaml's synonyms`,
      ),
    ]
  })
}
