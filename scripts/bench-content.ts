/**
 * Benchmark of the content build (a benchmark, not a test: it prints figures and never fails on them).
 * Prints the median wall time of `scripts/content.ts` as a process (what `npm run content` costs, startup included)
 * and of the check + generate steps in-process, over several runs.
 * Flags: --runs N (default 7)
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { checkContent } from './content/check.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' } } })
const runs = Number(values.runs)
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!

const out = mkdtempSync(join(tmpdir(), 'bench-content-'))
const processTimes: number[] = []
const checkTimes: number[] = []
for (let run = 0; run < runs; run++) {
  let started = performance.now()
  const result = spawnSync(join(root, 'node_modules/.bin/tsx'), [
    join(root, 'scripts/content.ts'),
    '--out',
    out,
    '--quiet',
  ])
  if (result.status !== 0) throw new Error(`content build failed:\n${result.stderr}`)
  processTimes.push(performance.now() - started)
  started = performance.now()
  const { problems, outputs } = checkContent(root)
  checkTimes.push(performance.now() - started)
  if (problems.length > 0 || !outputs) throw new Error('shipped content has problems')
}
rmSync(out, { recursive: true, force: true })

const { outputs } = checkContent(root)
const bytes = [...outputs!.values()].reduce((sum, text) => sum + Buffer.byteLength(text), 0)
console.log(`content build, ${runs} runs (median):`)
console.log(`  npm run content (whole process): ${median(processTimes).toFixed(0)} ms`)
console.log(
  `  validate + generate in-process:  ${median(checkTimes).toFixed(0)} ms (first run ${checkTimes[0]!.toFixed(0)} ms)`,
)
console.log(`  generated: ${outputs!.size} files, ${(bytes / 1024).toFixed(1)} KB`)
