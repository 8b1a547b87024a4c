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
import { indexSearch, keywordSearch, loadIndex, type Search } from '../src/knowledge/search.ts'
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
  const cases = files.knowledgeEval!.cases
  const evaluate = (search: Search) => {
    const misses: { question: string; expected: string[]; got: string[] }[] = []
    let hit1 = 0
    let hit3 = 0
    for (const testCase of cases) {
      const ids = search(testCase.question, 3).map((entry) => entry.id)
      if (ids[0] && testCase.expected.includes(ids[0])) hit1++
      else misses.push({ question: testCase.question, expected: testCase.expected, got: ids })
      if (ids.some((id) => testCase.expected.includes(id))) hit3++
    }
    return { hit1: hit1 / cases.length, hit3: hit3 / cases.length, misses }
  }
  const report = { cases: cases.length, bm25: evaluate(bm25), keyword: evaluate(keyword) }
  if (values.json) console.log(JSON.stringify(report, null, 2))
  else {
    const percent = (value: number) => `${(value * 100).toFixed(1)}%`
    console.log(`Knowledge evaluation: ${cases.length} questions\n`)
    console.log(`  strategy        hit@1    hit@3`)
    console.log(`  BM25 (default)  ${percent(report.bm25.hit1).padStart(6)}   ${percent(report.bm25.hit3).padStart(6)}`)
    console.log(
      `  keyword (spec)  ${percent(report.keyword.hit1).padStart(6)}   ${percent(report.keyword.hit3).padStart(6)}`,
    )
    for (const [name, strategy] of [
      ['BM25', report.bm25],
      ['keyword', report.keyword],
    ] as const) {
      console.log(`\n${name} misses (${strategy.misses.length}):`)
      for (const miss of strategy.misses)
        console.log(
          `  "${miss.question}"  expected ${miss.expected.join('|')}, got ${miss.got.join(', ') || 'nothing'}`,
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
