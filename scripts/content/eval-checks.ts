/**
 * Checks content/knowledge-eval.yaml against the passages the build extracted: a question whose expected text no
 * passage says can never be answered right, and the build could not learn it (scripts/knowledge/asked.ts). That
 * is a typo in `expect`, or a fact taken off the site; either way the marketer hears of it with file:line:col.
 * And a `tune` question that the search reads as a `test` one (the same words once stemmed, stop words and order
 * aside: "Pricing?" and "prices") would be learnt, so the frozen split would be answered by construction and its
 * figures would lie.
 */
import type { Chat } from '../../schema/chat.ts'
import type { KnowledgeEvalFile } from '../../schema/knowledge-eval.ts'
import { passageReply } from '../../src/knowledge/answer.ts'
import type { Passage } from '../../src/knowledge/passage.ts'
import { queryWords } from '../../src/knowledge/search.ts'
import { says } from '../knowledge/evaluate.ts'
import type { Problem } from './problem.ts'
import { locate, problemAt, type SourceFile } from './source.ts'

export function evalProblems(
  evaluation: KnowledgeEvalFile,
  passages: Passage[],
  chat: Pick<Chat, 'search' | 'messages'>,
  source: SourceFile,
): Problem[] {
  const replies = passages.map((passage) => passageReply(passage, chat))
  const problems: Problem[] = []
  const report = (path: (string | number)[], message: string) => problems.push(problemAt(source, path, message))
  // What the search reads of a question: its stemmed words, without stop words, in any order.
  const searched = (question: string) => queryWords(question).sort().join(' ')
  const frozen = new Map(evaluation.test.map((testCase, index) => [searched(testCase.question), index]))
  evaluation.tune.forEach((testCase, index) => {
    const words = searched(testCase.question)
    const twin = words ? frozen.get(words) : undefined
    if (twin === undefined) return
    const { line } = locate(source, ['test', twin, 'question'])
    report(
      ['tune', index, 'question'],
      `To the search this is the question at line ${line} of test (both are "${words}" once stemmed). Tune questions are learnt by the build, so test would be answered by construction. Remove it: a reworded copy of a test question teaches its answer just the same`,
    )
  })
  for (const split of ['tune', 'test'] as const) {
    evaluation[split].forEach((testCase, index) => {
      if (testCase.expect === undefined) return
      if (replies.some((reply) => says(reply, testCase.expect))) return
      // A list shows the lines a question is about first, so its reply to this question may say more.
      if (passages.some((passage) => says(passageReply(passage, chat, testCase.question), testCase.expect))) return
      const texts = [testCase.expect].flat().map((text) => `"${text}"`).join(' or ')
      report(
        [split, index, 'expect'],
        `No answer on the site says ${texts}, so "${testCase.question}" can never be answered right. Correct the text, or add the fact to a page or content/knowledge.yaml`,
      )
    })
  }
  return problems
}
