/**
 * Asks the offline chat assistant a question, exactly as the browser would answer it without an API key.
 * Marketers use it to check what the bot says before publishing.
 *
 *   npm run ask -- "Can I use it for client work?"      answer, suggestions, related links, ranked ids with scores
 *   npm run ask -- "..." --json                           one JSON object: { answer, results, suggestions, relatedLinks }
 *   npm run ask -- "..." --keyword                        the spec's plain word-count ranking instead of BM25
 *   npm run ask -- "..." --route /pricing                 as asked on that page (default /)
 *   npm run ask:eval [-- --json]                          hit@1 and hit@3 of both strategies on content/knowledge-eval.yaml
 */
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { answer, type AnswerContext } from '../src/knowledge/answer.ts'
import { indexSearch, keywordSearch, loadIndex } from '../src/knowledge/search.ts'
import { checkContent } from './content/check.ts'
import { printProblems } from './content/report.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    json: { type: 'boolean', default: false },
    keyword: { type: 'boolean', default: false },
    eval: { type: 'boolean', default: false },
    route: { type: 'string', default: '/' },
  },
})

const result = checkContent(root)
if (!result.outputs || !result.content) {
  printProblems(result.problems)
  process.exit(1)
}
const { files, pages } = result.content
const entries = files.knowledge!.entries
const context: AnswerContext = {
  chat: files.chat!,
  entries,
  pageTitles: Object.fromEntries(pages.map(({ page }) => [page.route, page.title])),
}
const bm25 = indexSearch(
  loadIndex(JSON.parse(result.outputs.get('src/generated/knowledge-index.json')!)),
  files.chat!.search.synonyms,
)
const keyword = keywordSearch(entries)

if (values.eval) {
  // Interim: answer and decline accuracy of both strategies per split (replaced by the passage engine's report).
  for (const [name, strategy] of [
    ['BM25', bm25],
    ['keyword', keyword],
  ] as const) {
    for (const split of ['tune', 'test'] as const) {
      const cases = files.knowledgeEval![split]
      const answerable = cases.filter((testCase) => !testCase.decline)
      const right = answerable.filter((testCase) => {
        const reply = answer(testCase.question, '/', strategy, context)
        const said = reply.message.toLowerCase()
        return (
          reply.results.length > 0 && [testCase.expect ?? []].flat().some((text) => said.includes(text.toLowerCase()))
        )
      })
      const offTopic = cases.filter((testCase) => testCase.decline)
      const declined = offTopic.filter((testCase) => strategy(testCase.question, 1).length === 0)
      console.log(
        `${name.padEnd(8)} ${split.padEnd(5)} answers ${right.length}/${answerable.length}, declines ${declined.length}/${offTopic.length}`,
      )
    }
  }
} else {
  const question = positionals.join(' ').trim()
  if (!question) {
    console.error('Ask a question: npm run ask -- "Can I use it for client work?"')
    process.exit(1)
  }
  const reply = answer(question, values.route!, values.keyword ? keyword : bm25, context)
  if (values.json) {
    console.log(
      JSON.stringify(
        {
          answer: reply.message,
          results: reply.results,
          suggestions: reply.suggestions,
          relatedLinks: reply.relatedLinks,
        },
        null,
        2,
      ),
    )
  } else {
    console.log(`${reply.message}\n`)
    console.log(`Suggestions:\n${reply.suggestions.map((text) => `  - ${text}`).join('\n') || '  (none)'}`)
    console.log(
      `Related pages:\n${reply.relatedLinks.map((link) => `  - ${link.title} (${link.url})`).join('\n') || '  (none)'}`,
    )
    console.log(
      `Ranked entries (${values.keyword ? 'keyword' : 'BM25'}):\n${reply.results.map((entry) => `  ${entry.score.toString().padStart(7)}  ${entry.id}`).join('\n') || '  (none)'}`,
    )
  }
}
