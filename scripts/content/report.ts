import { appendFileSync } from 'node:fs'
import type { Problem } from './problem.ts'

/** One problem as a line: "content/plans.yaml:14:12  plans[1].price  Expected a price like "$127", got 127". */
export function formatProblem(problem: Problem): string {
  return `${problem.file}:${problem.line}:${problem.col}  ${problem.path || '(file)'}  ${problem.message}`
}

/** A GitHub Actions annotation, shown on the offending line of the pull request. */
export function githubAnnotation(problem: Problem): string {
  const escape = (value: string) => value.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A')
  const property = (value: string) => escape(value).replaceAll(':', '%3A').replaceAll(',', '%2C')
  const title = problem.path ? property(problem.path) : 'Content'
  return `::error file=${property(problem.file)},line=${problem.line},col=${problem.col},title=${title}::${escape(problem.message)}`
}

/** A markdown table of the problems for the GitHub job summary. */
export function githubSummary(problems: Problem[]): string {
  if (problems.length === 0) return '### Content check passed\n\nEvery content file is valid.\n'
  const cell = (value: string) => value.replaceAll('|', '\\|')
  const rows = problems.map((problem) => `| \`${problem.file}:${problem.line}:${problem.col}\` | \`${cell(problem.path || '(file)')}\` | ${cell(problem.message)} |`)
  return [`### Content check found ${problems.length} problem${problems.length === 1 ? '' : 's'}`, '', '| Where | Key | Problem |', '| --- | --- | --- |', ...rows, ''].join('\n')
}

/** Prints problems for people, and for GitHub Actions when running there. */
export function printProblems(problems: Problem[], env: NodeJS.ProcessEnv = process.env): void {
  for (const problem of problems) console.error(formatProblem(problem))
  if (env.GITHUB_ACTIONS === 'true') {
    for (const problem of problems) console.log(githubAnnotation(problem))
    if (env.GITHUB_STEP_SUMMARY) appendFileSync(env.GITHUB_STEP_SUMMARY, githubSummary(problems))
  }
}
