/**
 * Chat benchmarks (figures, not tests). Run `npm run build` first.
 *  - the passage index: passages, size and gzip size, and the time to parse it and build the search index;
 *  - offline answer time once loaded: every question of content/knowledge-eval.yaml, in Node;
 *  - click-to-interactive panel time in Chromium on a warm cache (panel chunk already in the HTTP cache):
 *    from the click to the focused, enabled message field. Median of 7.
 */
import { createServer } from 'node:net'
import { gzipSync } from 'node:zlib'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { chromiumArgs, findChromium } from '../tests/e2e/chromium.ts'
import { answer } from '../src/knowledge/answer.ts'
import { createAssistant } from '../src/knowledge/assistant.ts'
import { readKnowledge } from '../src/knowledge/knowledge-format.ts'
import { checkContent } from './content/check.ts'
import { createStaticServer } from './site/static-server.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

const { content, outputs } = checkContent(root)
if (!content || !outputs) throw new Error('content has problems: run npm run content:check')
const file = outputs.get('src/generated/knowledge.json')!
const data = readKnowledge(file)
const loads: number[] = []
for (let run = 0; run < 9; run++) {
  const started = performance.now()
  createAssistant(readKnowledge(file), content.files.chat!, {})
  loads.push(performance.now() - started)
}
const { search, context } = createAssistant(data, content.files.chat!, {})
const questions = [...content.files.knowledgeEval!.tune, ...content.files.knowledgeEval!.test].map(
  (testCase) => testCase.question,
)
for (const question of questions) answer(question, '/', search, context) // warm up the JIT
const times = questions.map((question) => {
  const started = performance.now()
  answer(question, '/', search, context)
  return performance.now() - started
})
const gzip = gzipSync(file, { level: 9 }).length
console.log(
  `Passage index: ${data.passages.length} passages, ${(file.length / 1024).toFixed(1)} KB, ${(gzip / 1024).toFixed(1)} KB gzip`,
)
console.log(`Index load (parse + build, Node): median ${median(loads).toFixed(1)} ms`)
console.log(
  `Offline answers (${questions.length} questions, Node): median ${median(times).toFixed(3)} ms, max ${Math.max(...times).toFixed(3)} ms`,
)

const port = await new Promise<number>((done) => {
  const probe = createServer().listen(0, () => {
    const { port } = probe.address() as { port: number }
    probe.close(() => done(port))
  })
})
const server = createStaticServer(join(root, 'dist/client')).listen(port)
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs })
const context2 = await browser.newContext()
const page = await context2.newPage()
const url = `http://localhost:${port}/`
// First visit fills the HTTP cache with the panel chunk.
await page.goto(url)
await page.getByRole('button', { name: /chat/i }).hover()
await page.waitForLoadState('networkidle')
const clicks: number[] = []
for (let run = 0; run < 7; run++) {
  await page.goto(url)
  // A function, not a string: the site's CSP has no 'unsafe-eval', and Playwright evaluates a string predicate.
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('header') ?? {}).some((key) => key.startsWith('__react')),
  )
  // Passed as text: tsx adds helpers to compiled functions that do not exist in the page.
  clicks.push(
    await page.evaluate<number>(`new Promise((done) => {
    const button = document.querySelector('[data-layer=chat-button]')
    const start = performance.now()
    button.click()
    const check = () => {
      const field = document.querySelector('#chat-panel textarea')
      if (field && document.activeElement === field && !field.disabled) done(performance.now() - start)
      else requestAnimationFrame(check)
    }
    check()
  })`),
  )
}
console.log(
  `Panel interactive after click (warm cache, Chromium): median ${median(clicks).toFixed(0)} ms, runs ${clicks.map((ms) => ms.toFixed(0)).join(' ')}`,
)
await browser.close()
server.close()
