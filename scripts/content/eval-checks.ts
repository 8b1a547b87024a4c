/**
 * Checks content/knowledge-eval.yaml against the passages the build extracted: a question whose expected text no
 * passage says can never be answered right, and the build could not learn it (scripts/knowledge/asked.ts). That
 * is a typo in `expect`, or a fact taken off the site; either way the marketer hears of it with file:line:col.
 */
import type { Chat } from '../../schema/chat.ts'
import type { KnowledgeEvalFile } from '../../schema/knowledge-eval.ts'
import { passageReply } from '../../src/knowledge/answer.ts'
import type { Passage } from '../../src/knowledge/passage.ts'
import type { Problem } from './problem.ts'
import { formatPath } from './problem.ts'
import { locate, type SourceFile } from './source.ts'

export function evalProblems(
  evaluation: KnowledgeEvalFile,
  passages: Passage[],
  chat: Pick<Chat, 'search' | 'messages'>,
  source: SourceFile,
): Problem[] {
  const replies = passages.map((passage) => passageReply(passage, chat).toLowerCase())
  const problems: Problem[] = []
  for (const split of ['tune', 'test'] as const) {
    evaluation[split].forEach((testCase, index) => {
      if (testCase.expect === undefined) return
      const expected = [testCase.expect].flat()
      if (replies.some((reply) => expected.some((text) => reply.includes(text.toLowerCase())))) return
      const path = [split, index, 'expect']
      const { line, col } = locate(source, path)
      const texts = expected.map((text) => `"${text}"`).join(' or ')
      problems.push({
        file: source.file,
        line,
        col,
        path: formatPath(path),
        message: `No answer on the site says ${texts}, so "${testCase.question}" can never be answered right. Correct the text, or add the fact to a page or content/knowledge.yaml`,
      })
    })
  }
  return problems
}
