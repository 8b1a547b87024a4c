/**
 * The content build: checks content/ and generates what src/ imports.
 *
 * Inputs:  content/**.yaml (one file per kind, pages in content/pages/), schema/*.ts (the zod schemas).
 * Outputs: src/generated/ (typed content modules, one per page; routes; the MiniSearch index; not committed)
 *          schema/json/*.json (JSON Schemas for editors; committed).
 * Order:   parse YAML with positions → resolve {{references}} → validate each file → cross-file checks
 *          → generate in memory → write atomically (nothing is written when any problem was found).
 * Flags:   --check     validate only and write nothing; fails when schema/json is stale (the pull-request check)
 *          --content D read content from folder D instead of content/ (benchmarks)
 *          --out D     write generated modules under D instead of the project root (benchmarks)
 *          --quiet     print nothing on success
 * Exit:    0 when the content is valid, 1 with every problem listed as file:line:col  key.path  message.
 *          Under GitHub Actions it also prints ::error annotations and writes $GITHUB_STEP_SUMMARY.
 */
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { saveCalibration } from './content/calibration-cache.ts'
import { checkContent } from './content/check.ts'
import { generateJsonSchemas } from './content/json-schemas.ts'
import { printProblems } from './content/report.ts'
import { staleOutputs, writeOutputs } from './content/write.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const { values: flags } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    content: { type: 'string' },
    out: { type: 'string' },
    quiet: { type: 'boolean', default: false },
  },
})

const started = performance.now()
const contentDir = flags.content ? resolve(flags.content) : join(root, 'content')
const result = checkContent(root, contentDir)
// Kept for `npm run ask` and the development server, which start from it (calibration-cache.ts); --check writes
// nothing, and another content folder's calibration is not this project's.
if (!flags.check && !flags.content) saveCalibration(root, result.calibration)
const schemas = generateJsonSchemas()
const problems = [...result.problems]
if (flags.check) {
  for (const path of staleOutputs(root, schemas)) {
    problems.push({
      file: path,
      line: 1,
      col: 1,
      path: '',
      message: 'JSON Schema is out of date with schema/*.ts: run `npm run content` and commit schema/json/',
    })
  }
}

const elapsed = () => `${Math.round(performance.now() - started)} ms`
if (problems.length > 0) {
  printProblems(problems)
  console.error(`\n${problems.length} content problem${problems.length === 1 ? '' : 's'} found. Nothing was written.`)
  // Not process.exit(): it would cut off output still on its way to a pipe (thousands of annotations in CI).
  process.exitCode = 1
} else if (flags.check) {
  if (!flags.quiet) console.log(`✓ Content is valid (${elapsed()}).`)
  printProblems([])
} else {
  const outRoot = flags.out ? resolve(flags.out) : root
  const written = [...writeOutputs(outRoot, result.outputs!, 'src/generated'), ...writeOutputs(root, schemas)]
  if (!flags.quiet)
    console.log(
      `✓ Content is valid; ${result.outputs!.size} modules generated, ${written.length} changed (${elapsed()}).`,
    )
}
