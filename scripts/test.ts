/**
 * Runs every test: the content build, the unit tests (vitest) and, when present, the browser tests (Playwright
 * against the built site). Ends with one line "Tests: N passed, N failed" over all suites.
 * Flags: --unit  only the unit tests.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name: string) => join(root, 'node_modules/.bin', name)
const reports = mkdtempSync(join(tmpdir(), 'test-reports-'))
let passed = 0
let failed = 0
let exitCode = 0

function step(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n▶ ${title}`)
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) exitCode = 1
  return result.status === 0
}

if (step('Content check and generation', bin('tsx'), ['scripts/content.ts'])) {
  const vitestReport = join(reports, 'vitest.json')
  step('Unit tests (vitest)', bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
  ])
  if (existsSync(vitestReport)) {
    const report = JSON.parse(readFileSync(vitestReport, 'utf8')) as { numPassedTests: number; numFailedTests: number }
    passed += report.numPassedTests
    failed += report.numFailedTests
  } else failed += 1
}

rmSync(reports, { recursive: true, force: true })
console.log(`\nTests: ${passed} passed, ${failed} failed`)
process.exit(exitCode || (failed > 0 ? 1 : 0))
