/**
 * Runs every test: the content build, the unit tests (vitest), types, lint and formatting (`npm run lint`), then the
 * production build and the browser tests
 * (Playwright in Chromium against the built, prerendered site). Ends with one line "Tests: N passed, N failed".
 * Flags: --unit  only the unit tests.   Any other arguments are passed to Playwright (e.g. a spec file).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureChromium, installHint } from './test/browser.ts'

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
  // Counted as one test: a type error, a lint error or an unformatted file fails the run as CI would.
  if (!step('Types, lint and formatting (npm run lint)', 'npm', ['run', 'lint', '--silent'])) failed += 1
}

const args = process.argv.slice(2)
if (!args.includes('--unit') && exitCode === 0) {
  if (!ensureChromium(root)) {
    console.error(`\n${installHint}`)
    exitCode = 1
    failed += 1
  } else if (step('Production build', bin('tsx'), ['scripts/build.ts'])) {
    const playwrightReport = join(reports, 'playwright.json')
    step(
      'Browser tests (Playwright, Chromium)',
      bin('playwright'),
      ['test', '-c', 'tests/e2e/playwright.config.ts', ...args],
      {
        PLAYWRIGHT_JSON: playwrightReport,
      },
    )
    if (existsSync(playwrightReport)) {
      const report = JSON.parse(readFileSync(playwrightReport, 'utf8')) as {
        stats: { expected: number; unexpected: number; flaky: number }
      }
      passed += report.stats.expected + report.stats.flaky
      failed += report.stats.unexpected
    } else failed += 1
  } else failed += 1
}

rmSync(reports, { recursive: true, force: true })
console.log(`\nTests: ${passed} passed, ${failed} failed`)
process.exitCode = exitCode || (failed > 0 ? 1 : 0)
