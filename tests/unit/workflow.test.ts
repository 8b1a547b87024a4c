import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { NoOperationTraceWriter, parseWorkflow } from '@actions/workflow-parser'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { parse } from 'yaml'
import { root } from './helpers/content-fixture.ts'

// The pull-request workflow, proven: GitHub's own parser lints it, and its content job's `run:` steps run here, in
// order, on a clean copy of the project, with the variables GitHub sets, once on a good change and once on a
// broken one.

const workflowPath = join(root, '.github/workflows/ci.yml')
const workflowText = readFileSync(workflowPath, 'utf8')

type Step = { name?: string; run?: string; uses?: string; if?: string }
const workflow = parse(workflowText) as { jobs: Record<string, { steps: Step[] }> }

test('the workflow file is valid for GitHub Actions (its own parser finds no error)', () => {
  const result = parseWorkflow({ name: 'ci.yml', content: workflowText }, new NoOperationTraceWriter())
  expect(result.context.errors.getErrors().map((error) => error.message)).toEqual([])
  expect(Object.keys(workflow.jobs)).toEqual(['content', 'test'])
})

describe('the content job, run step by step on a clean clone', { timeout: 240_000 }, () => {
  let clone = ''
  const git = (...args: string[]) => execFileSync('git', args, { cwd: clone, encoding: 'utf8', stdio: 'pipe' })

  /** Runs the content job's `run:` steps in order, as GitHub would on a pull request against main. */
  function runContentJob() {
    const summary = join(clone, '.github-step-summary.md')
    writeFileSync(summary, '')
    const env = {
      ...process.env,
      CI: 'true',
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_BASE_REF: 'main',
      GITHUB_STEP_SUMMARY: summary,
    }
    const steps: { run: string; status: number | null; stdout: string; stderr: string }[] = []
    for (const step of workflow.jobs.content!.steps) {
      if (!step.run) continue // checkout and setup-node: the clone and this Node stand in for them
      if (step.if && !/github\.event_name == 'pull_request'/.test(step.if))
        throw new Error(`unknown condition ${step.if}`)
      const run = step.run.replaceAll('${{ github.base_ref }}', 'main')
      const result = spawnSync('bash', ['-eo', 'pipefail', '-c', run], { cwd: clone, env, encoding: 'utf8' })
      steps.push({ run, status: result.status, stdout: result.stdout, stderr: result.stderr })
      if (result.status !== 0) break // later steps are skipped, as on GitHub
    }
    return { steps, summary: readFileSync(summary, 'utf8') }
  }

  beforeAll(() => {
    // A clean clone: the project's files as git sees them (committed or not), nothing generated, no node_modules.
    clone = mkdtempSync(join(tmpdir(), 'ci-clone-'))
    const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\0')
      // A node_modules symlink (as in a worktree sharing its dependencies) is not ignored by "node_modules/" and
      // would let the clone's npm ci empty the real one.
      .filter((file) => file && !file.split('/').includes('node_modules'))
    for (const file of files) {
      mkdirSync(dirname(join(clone, file)), { recursive: true })
      try {
        cpSync(join(root, file), join(clone, file))
      } catch {
        // deleted in the working tree but still in the index
      }
    }
    git('init', '-q', '-b', 'main')
    git('-c', 'user.name=CI', '-c', 'user.email=ci@example.com', 'add', '-A')
    git('-c', 'user.name=CI', '-c', 'user.email=ci@example.com', 'commit', '-qm', 'base')
    git('remote', 'add', 'origin', clone)
    git('fetch', '-q', 'origin')
    git('checkout', '-qb', 'change')
  })
  afterAll(() => rmSync(clone, { recursive: true, force: true }))

  const commit = (change: (text: string) => string) => {
    const plans = join(clone, 'content/plans.yaml')
    writeFileSync(plans, change(readFileSync(plans, 'utf8')))
    git('-c', 'user.name=CI', '-c', 'user.email=ci@example.com', 'commit', '-qam', 'change')
  }

  test('a good change passes every step, and the summary shows the new price', () => {
    commit((text) => text.replace('price: $67', 'price: $69'))
    const { steps, summary } = runContentJob()
    expect(steps.map((step) => [step.run.split(' >>')[0], step.status])).toEqual([
      ['npm ci', 0],
      ['npm run content:check', 0],
      ['node_modules/.bin/tsx scripts/content-diff.ts "origin/main"', 0],
    ])
    expect(summary).toContain('### Content check passed')
    expect(summary).toContain('| Starter | $67 | $69 |')
  })

  test('a broken price fails the check with an annotation on its line, and the summary says where', () => {
    git('reset', '-q', '--hard', 'main')
    commit((text) => text.replace('price: $127', 'price: 127'))
    const { steps, summary } = runContentJob()
    const check = steps.at(-1)!
    expect(check.run).toBe('npm run content:check')
    expect(check.status).toBe(1)
    const line = readFileSync(join(clone, 'content/plans.yaml'), 'utf8').split('\n').indexOf('    price: 127') + 1
    expect(check.stdout).toContain(
      `::error file=content/plans.yaml,line=${line},col=12,title=plans[1].price::Expected a price with its dollar sign, like "$127", got 127`,
    )
    expect(check.stderr).toContain(`content/plans.yaml:${line}:12  plans[1].price`)
    expect(summary).toContain('### Content check found 1 problem')
    expect(summary).toContain(`| \`content/plans.yaml:${line}:12\` | \`plans[1].price\` |`)
  })
})
