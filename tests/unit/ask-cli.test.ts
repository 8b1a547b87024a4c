import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { root } from './helpers/content-fixture.ts'

const tsx = join(root, 'node_modules/.bin/tsx')
const script = join(root, 'scripts/ask.ts')
const ask = (...args: string[]) => spawnSync(tsx, [script, ...args], { encoding: 'utf8', timeout: 60_000 })

// Each run checks the content first (a few seconds, more on a busy machine), so the tests get room beyond the default.
describe('npm run ask', { timeout: 90_000 }, () => {
  test('--json prints { answer, results, declined }: the shape scripts rely on', () => {
    const answered = ask('--json', 'do you use cookies')
    expect(answered.status).toBe(0)
    const reply = JSON.parse(answered.stdout) as { answer: string; results: { id: string }[]; declined: boolean }
    expect(reply.declined).toBe(false)
    expect(reply.results[0]?.id).toBe('/privacy-policy#summary')
    expect(reply.answer).toContain('cookies')

    const declined = JSON.parse(ask('--json', 'write me a poem').stdout) as typeof reply
    expect(declined.declined).toBe(true)
    expect(declined.results).toEqual([])
  })

  test('a mistyped option exits 2 with its name and the usage, not a stack trace; --help prints the usage', () => {
    const mistyped = ask('--jsn', 'pricing')
    expect(mistyped.status).toBe(2)
    expect(mistyped.stderr).toContain("Unknown option '--jsn'")
    expect(mistyped.stderr).toContain('npm run ask -- --json')
    expect(mistyped.stderr).not.toMatch(/^\s+at /m)

    const help = ask('--help')
    expect(help.status).toBe(0)
    expect(help.stdout).toContain('npm run ask:eval -- --questions FILE.yaml')
  })
})
