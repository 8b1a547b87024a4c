import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createAssistant } from '../../src/knowledge/assistant.ts'
import { readKnowledge } from '../../src/knowledge/knowledge-format.ts'
import { topicPattern } from '../../schema/chat.ts'
import { unknownTopics } from '../knowledge/foreign-words.ts'
import { crossCheck } from './cross-checks.ts'
import { evalProblems } from './eval-checks.ts'
import { generateOutputs, type Calibration } from './generate.ts'
import { loadContent, type LoadedContent } from './load.ts'
import { sortProblems, type Problem } from './problem.ts'
import { problemAt, type SourceFile } from './source.ts'
import { suggestionProblems } from './suggestion-checks.ts'
import { synonymProblems } from './synonym-checks.ts'

/** The result of checking a content folder: every problem, and the generated files when there are none. */
export interface CheckResult {
  problems: Problem[]
  outputs?: Map<string, string>
  /** The validated content, when there are no problems. */
  content?: LoadedContent
  /** What the chat's calibration learnt, when there are no problems, to pass back as `reuse` (see checkContent). */
  calibration?: KeptCalibration
}

/** A calibration with the key of the files it was learnt from, and whether it was reused rather than learnt. */
export interface KeptCalibration extends Calibration {
  key: string
  reused: boolean
}

/**
 * Checks the content under `root`/content and, when it is valid, builds the generated files in memory.
 * Never throws on bad content: every mistake becomes a problem.
 *
 * `reuse` is the calibration of an earlier check (the development server's rebuilds, `npm run ask`: see
 * calibration-cache.ts). It is reused while what tunes the chat is as it was: the evaluation set, chat.yaml,
 * knowledge.yaml and the assistant's code. An edit of a page or a plan does not move the thresholds (measured: a
 * sentence, a tagline, a price, a requirement), and the check takes ~2.5 s instead of ~11. `npm run content` and
 * the build always recalibrate.
 */
export function checkContent(
  root: string,
  contentDir = join(root, 'content'),
  reuse?: Pick<KeptCalibration, 'key' | 'english' | 'thresholds'>,
): CheckResult {
  const problems: Problem[] = []
  const content = loadContent(contentDir, root, problems)
  crossCheck(content, problems)
  if (content.sources.chat) problems.push(...topicProblems(content.sources.chat))
  if (problems.length > 0) return { problems: sortProblems(withoutEchoes(problems, content)) }
  const files = content.files as Required<typeof content.files>
  const key = calibrationKey(content)
  const reused = reuse?.key === key
  const outputs = generateOutputs({ ...files, pages: content.pages.map((entry) => entry.page) }, reused ? reuse : undefined)
  const knowledge = readKnowledge(outputs.get('src/generated/knowledge.json')!)
  problems.push(...evalProblems(files.knowledgeEval, knowledge.passages, files.chat, content.sources.knowledgeEval!))
  problems.push(...synonymProblems(knowledge.passages, { data: files.chat, source: content.sources.chat! }))
  const assistant = createAssistant(knowledge, files.chat, {})
  problems.push(...suggestionProblems(assistant, { data: files.chat, source: content.sources.chat! }, content.pages))
  if (problems.length > 0) return { problems: sortProblems(problems) }
  const { english, thresholds } = knowledge
  return { problems, content, outputs, calibration: { key, english, thresholds, reused } }
}

/** The assistant's own code: a calibration learnt by other code is not reused. */
const engineFolders = ['../../src/knowledge/', '../knowledge/'].map((folder) => fileURLToPath(new URL(folder, import.meta.url)))

/**
 * The key of what tunes the chat's calibration: the evaluation set, chat.yaml and knowledge.yaml as written (a price
 * they reference is a page edit), and the assistant's code.
 */
function calibrationKey(content: LoadedContent): string {
  const { knowledgeEval, chat, knowledge } = content.sources
  const hash = createHash('sha256').update(JSON.stringify([knowledgeEval?.text, chat?.text, knowledge?.text]))
  for (const folder of engineFolders)
    for (const name of readdirSync(folder).filter((file) => file.endsWith('.ts')).sort())
      hash.update(name).update(readFileSync(join(folder, name)))
  return hash.digest('hex')
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

/**
 * chat.yaml's off-topic topics that WordNet has no such noun sense for: a typo, or a sense number too high. Read from
 * the raw file, so they show in the same run as any other mistake; a topic the schema refuses is left to it.
 */
function topicProblems(source: SourceFile): Problem[] {
  const written = (source.data as { search?: { offTopic?: unknown } } | null)?.search?.offTopic
  if (!Array.isArray(written)) return []
  const topics = written.filter((topic): topic is string => typeof topic === 'string' && topicPattern.test(topic))
  const unknown = new Set(unknownTopics(topics))
  return written.flatMap((topic, index) => {
    if (!unknown.has(topic)) return []
    return [
      problemAt(
        source,
        ['search', 'offTopic', index],
        `WordNet has no noun sense "${topic}": write an English noun for a topic the site never covers ("food", "sport"), with #N only for a sense it has`,
      ),
    ]
  })
}
