import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { generateJsonSchemas } from '../../scripts/content/json-schemas.ts'
import { githubAnnotation, githubSummary } from '../../scripts/content/report.ts'
import { staleOutputs } from '../../scripts/content/write.ts'
import { checkVariant, root } from './helpers/content-fixture.ts'

const tsx = join(root, 'node_modules/.bin/tsx')
const script = join(root, 'scripts/content.ts')
const scratch = mkdtempSync(join(tmpdir(), 'content-cli-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

function run(args: string[], env: Record<string, string> = {}) {
  return spawnSync(tsx, [script, ...args], { encoding: 'utf8', env: { ...process.env, GITHUB_ACTIONS: '', ...env } })
}

describe('npm run content', () => {
  test('check mode exits 0 on the shipped content and writes nothing', () => {
    const result = run(['--check', '--out', scratch])
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
    expect(existsSync(join(scratch, 'src/generated'))).toBe(false)
  })

  test('an unknown key in a plan exits 1 naming file, line and key; previous output stays intact', () => {
    const out = join(scratch, 'out')
    expect(run(['--out', out]).status).toBe(0)
    const before = readFileSync(join(out, 'src/generated/plans.ts'), 'utf8')

    const variant = checkVariant({
      'plans.yaml': (text) => text.replace('    price: $67\n', '    price: $99\n    pirce: $67\n'),
    })
    const result = run(['--content', join(variant.folder, 'content'), '--out', out])
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(
      /plans\.yaml:\d+:5 {2}plans\[0\]\.pirce {2}Unknown key "pirce" \(did you mean "price"\?\)/,
    )
    expect(result.stderr).not.toMatch(/at .+\.ts:\d+/) // no stack trace
    expect(readFileSync(join(out, 'src/generated/plans.ts'), 'utf8')).toBe(before)
  })

  test('under GitHub Actions it prints ::error annotations and a step summary', () => {
    const variant = checkVariant({ 'plans.yaml': (text) => text.replace('price: $247', 'price: 247') })
    const summary = join(scratch, 'summary.md')
    writeFileSync(summary, '')
    const result = run(['--check', '--content', join(variant.folder, 'content')], {
      GITHUB_ACTIONS: 'true',
      GITHUB_STEP_SUMMARY: summary,
    })
    expect(result.status).toBe(1)
    expect(result.stdout).toMatch(
      /^::error file=.*plans\.yaml,line=44,col=12,title=plans\[2\].price::Expected a price with its dollar sign, like "\$127", got 247$/m,
    )
    expect(readFileSync(summary, 'utf8')).toContain('| `')
  })

  test('a stale JSON Schema is detected', () => {
    const schemas = generateJsonSchemas()
    const copy = join(scratch, 'schemas')
    for (const [path, text] of schemas) {
      mkdirSync(dirname(join(copy, path)), { recursive: true })
      writeFileSync(join(copy, path), text)
    }
    expect(staleOutputs(copy, schemas)).toEqual([])
    writeFileSync(join(copy, 'schema/json/claims.json'), '{}\n')
    expect(staleOutputs(copy, schemas)).toEqual(['schema/json/claims.json'])
  })
})

describe('GitHub formatting', () => {
  const problem = { file: 'content/plans.yaml', line: 3, col: 7, path: 'plans[0].price', message: 'Bad: "50%"\nnext' }

  test('annotations escape their properties and message', () => {
    expect(githubAnnotation(problem)).toBe(
      '::error file=content/plans.yaml,line=3,col=7,title=plans[0].price::Bad: "50%25"%0Anext',
    )
  })

  test('the summary is a markdown table', () => {
    expect(githubSummary([problem])).toContain('| `content/plans.yaml:3:7` | `plans[0].price` |')
    expect(githubSummary([])).toContain('passed')
  })
})

test('the git tree does not hold generated modules', () => {
  const tracked = execFileSync('git', ['ls-files', 'src/generated'], { cwd: root, encoding: 'utf8' })
  expect(tracked).toBe('')
})
