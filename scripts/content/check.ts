import { join } from 'node:path'
import { createAssistant, type KnowledgeData } from '../../src/knowledge/assistant.ts'
import { crossCheck } from './cross-checks.ts'
import { evalProblems } from './eval-checks.ts'
import { generateOutputs } from './generate.ts'
import { loadContent, type LoadedContent } from './load.ts'
import { sortProblems, type Problem } from './problem.ts'
import { suggestionProblems } from './suggestion-checks.ts'

/** The result of checking a content folder: every problem, and the generated files when there are none. */
export interface CheckResult {
  problems: Problem[]
  outputs?: Map<string, string>
  /** The validated content, when there are no problems. */
  content?: LoadedContent
}

/**
 * Checks the content under `root`/content and, when it is valid, builds the generated files in memory.
 * Never throws on bad content: every mistake becomes a problem.
 */
export function checkContent(root: string, contentDir = join(root, 'content')): CheckResult {
  const problems: Problem[] = []
  const content = loadContent(contentDir, root, problems)
  crossCheck(content, problems)
  if (problems.length > 0) return { problems: sortProblems(withoutEchoes(problems, content)) }
  const files = content.files as Required<typeof content.files>
  const outputs = generateOutputs({ ...files, pages: content.pages.map((entry) => entry.page) })
  const knowledge = JSON.parse(outputs.get('src/generated/knowledge.json')!) as KnowledgeData
  problems.push(...evalProblems(files.knowledgeEval, knowledge.passages, files.chat, content.sources.knowledgeEval!))
  const assistant = createAssistant(knowledge, files.chat, {})
  problems.push(...suggestionProblems(assistant, { data: files.chat, source: content.sources.chat! }, content.pages))
  if (problems.length > 0) return { problems: sortProblems(problems) }
  return { problems, content, outputs }
}

/**
 * Drops problems in texts that only repeat a bad value referenced from elsewhere: a broken URL in site.yaml
 * is reported once, where it is written, not again at every {{links.name}} that uses it.
 */
function withoutEchoes(problems: Problem[], content: LoadedContent): Problem[] {
  const { table, uses } = content.references
  const files = { plans: content.sources.plans?.file, claims: content.sources.claims?.file, site: content.sources.site?.file }
  const bad = new Set(problems.map((problem) => `${problem.file}#${problem.path}`))
  const isBad = (name: string) => {
    const origin = table.origins.get(name)
    return origin !== undefined && bad.has(`${files[origin.kind]}#${origin.path}`)
  }
  return problems.filter((problem) => !(uses.get(`${problem.file}#${problem.path}`) ?? []).some(isBad))
}
