/**
 * Asks the offline chat assistant a question, exactly as the browser would answer it without an API key, or
 * evaluates it on content/knowledge-eval.yaml. Marketers use it to check what the bot says before publishing.
 *
 *   npm run ask -- "Can I use it for client work?"     the reply, its confidence, follow-ups, links, ranked passages
 *   npm run ask -- --json "..."                          one JSON object: { answer, results, declined, confidence,
 *                                                        choices, suggestions, relatedLinks } (a stable interface)
 *   npm run ask -- --keyword "..."                       the spec's plain word-count ranking instead
 *   npm run ask -- --route /pricing "..."                as asked on that page (default /)
 *   npm run ask -- --after "what is the agent?" "..."    as a follow-up to that question ("how much is it?")
 *   npm run ask:eval [-- --json] [-- --misses test]      accuracy per split and topic, hit@1/hit@3, the spec's
 *                                                        ranking on the same questions, and the calibrated threshold
 *   npm run ask:eval -- --questions FILE.yaml            the same figures for questions kept outside content/ (a
 *                                                        list of { question, topic, expect | decline }): fresh
 *                                                        questions, asked once, that nothing was tuned on
 *   npm run ask -- --topics                              each off-topic topic of chat.yaml: WordNet's definition
 *                                                        and the everyday words it makes the assistant decline
 *   npm run ask:tune                                     learns the ranking's weights on the tune split and prints
 *                                                        them (to copy into src/knowledge/rank.ts), with both splits'
 *                                                        figures before and after
 */
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { parse } from 'yaml'
import { z } from 'zod'
import { evalCase, type EvalCase } from '../schema/knowledge-eval.ts'
import { answer } from '../src/knowledge/answer.ts'
import { createAssistant, wordClasses } from '../src/knowledge/assistant.ts'
import { readKnowledge } from '../src/knowledge/knowledge-format.ts'
import { rankingWeights } from '../src/knowledge/rank.ts'
import { buildIndex, indexRetriever, keywordSearch } from '../src/knowledge/search.ts'
import { readCalibration, saveCalibration } from './content/calibration-cache.ts'
import { checkContent } from './content/check.ts'
import { printProblems } from './content/report.ts'
import { outOfFold, outOfFoldRetriever } from './knowledge/asked.ts'
import { wordLists } from './knowledge/foreign-words.ts'
import { calibrate } from './knowledge/calibrate.ts'
import { calibrationPoint, evaluate, isRight, type Scored } from './knowledge/evaluate.ts'
import { tuneWeights, weightScorer } from './knowledge/tune-ranking.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
// Piped into `head` or `less` that closed early: the reader has what it wanted, so stop quietly.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error
  process.exit(0)
})
const options = {
  json: { type: 'boolean', default: false },
  keyword: { type: 'boolean', default: false },
  eval: { type: 'boolean', default: false },
  tune: { type: 'boolean', default: false },
  route: { type: 'string', default: '/' },
  after: { type: 'string' },
  misses: { type: 'string', default: 'tune' },
  questions: { type: 'string' },
  topics: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const
// The usage is this file's opening comment, so it is written once.
const usage = readFileSync(fileURLToPath(import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.startsWith(' *   npm run') || line.startsWith(' *              '))
  .map((line) => line.slice(3))
  .join('\n')
const { values, positionals } = (() => {
  try {
    return parseArgs({ allowPositionals: true, options })
  } catch (error) {
    // A mistyped option gets Node's one-line reason and the usage, not a stack trace.
    console.error(`${(error as Error).message.split('. ')[0]}.\n\nUsage:\n${usage}`)
    process.exit(2)
  }
})()
if (values.help) {
  console.log(`Usage:\n${usage}`)
  process.exit(0)
}

// One question reuses the last calibration while what tunes the chat is unchanged (checkContent); the evaluation
// and the tuner always calibrate.
const measures = values.eval || values.tune
const result = checkContent(root, undefined, measures ? undefined : readCalibration(root))
saveCalibration(root, result.calibration)
if (!result.outputs || !result.content) {
  printProblems(result.problems)
  process.exit(1)
}
const { files, pages } = result.content
const data = readKnowledge(result.outputs.get('src/generated/knowledge.json')!)
const pageTitles = Object.fromEntries(pages.map(({ page }) => [page.route, page.title]))
const assistant = createAssistant(data, files.chat!, pageTitles)
// The passages as extracted, before the build taught them the tune questions (scripts/knowledge/asked.ts): figures
// on tune are measured out of fold, with each question answered by an index that was not taught it.
const untaught = data.passages.map(({ asked: _, ...passage }) => passage)
const classes = wordClasses(data)
// The spec's ranking answers whenever any word matches: no confidence threshold.
const keyword = {
  search: keywordSearch(data.passages),
  context: { ...assistant.context, thresholds: { answer: Number.MIN_VALUE, suggest: Number.MIN_VALUE } },
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`
const share = (items: Scored[], test: (item: Scored) => boolean) =>
  items.length ? items.filter(test).length / items.length : NaN

/** One line per question answered wrong: what it wanted and what it got. */
function printMisses(scored: Scored[]) {
  for (const miss of scored.filter((item) => !isRight(item))) {
    const said = miss.reply.declined
      ? miss.reply.choices.length
        ? 'did you mean'
        : 'declined'
      : miss.reply.results[0]?.id
    const wanted = miss.case.decline ? 'decline' : [miss.case.expect].flat().join(' | ')
    // Where the passage that says it ranked: first (the confidence was too low), second or third, or further.
    const ranked = miss.case.decline ? '' : miss.rank ? `; it ranked ${miss.rank}` : '; not in the top 3'
    console.log(
      `  "${miss.case.question}"  wanted ${wanted}; got ${said} (confidence ${miss.confidence.toFixed(2)}${ranked})`,
    )
  }
}

/** Answer and decline accuracy, hit@1 and hit@3 of a set of evaluated questions. */
function figures(scored: Scored[]) {
  const answerable = scored.filter((item) => !item.case.decline)
  const offTopic = scored.filter((item) => item.case.decline)
  return {
    questions: scored.length,
    answers: share(answerable, isRight),
    declines: share(offTopic, isRight),
    hit1: share(answerable, (item) => item.rank === 1),
    hit3: share(answerable, (item) => item.rank > 0),
  }
}

if (values.tune) {
  const { tune, test } = files.knowledgeEval!
  const retrieve = indexRetriever(buildIndex(data.passages), data.passages, files.chat!.search, classes)
  const onTune = weightScorer(tune, outOfFoldRetriever(untaught, tune, files.chat!, classes), assistant.context)
  const onTest = weightScorer(test, retrieve, assistant.context)
  const started = performance.now()
  const tuning = tuneWeights(onTune, rankingWeights)
  const line = (name: string, weights: typeof rankingWeights) => {
    const [a, b] = [onTune(weights), onTest(weights)]
    console.log(
      `  ${name.padEnd(8)} tune: score ${a.score.toFixed(3)}, hit@1 ${percent(a.hit1)} · test (reported, never tuned on): score ${b.score.toFixed(3)}, hit@1 ${percent(b.hit1)}`,
    )
  }
  console.log(
    `Ranking weights learnt on tune (${tune.length} questions) in ${Math.round(performance.now() - started)} ms\n`,
  )
  line('current', rankingWeights)
  line('learnt', tuning.weights)
  console.log(`\nrankingWeights in src/knowledge/rank.ts:\n${JSON.stringify(tuning.weights, null, 2)}`)
} else if (values.topics) {
  const { offTopic, synonyms } = files.chat!.search
  console.log(`Topics the site never covers (chat.yaml search.offTopic), each with its everyday words:\n`)
  for (const { topic, gloss, words } of wordLists(untaught, offTopic, synonyms, classes.common).describeTopics())
    console.log(
      `${topic}: ${gloss}\n  ${words.slice(0, 12).join(', ') || '(no frequent word)'}${words.length > 12 ? `, … (${words.length})` : ''}\n`,
    )
} else if (values.questions) {
  const parsed = z.array(evalCase).safeParse(parse(readFileSync(values.questions, 'utf8')))
  if (!parsed.success) {
    console.error(`${values.questions}: ${z.prettifyError(parsed.error)}`)
    process.exit(1)
  }
  const scored = evaluate(parsed.data, assistant.search, assistant.context)
  const result = figures(scored)
  console.log(
    `${values.questions}: ${result.questions} questions; answers ${percent(result.answers)}, declines ${percent(result.declines)}, hit@1 ${percent(result.hit1)}, hit@3 ${percent(result.hit3)}`,
  )
  printMisses(scored)
} else if (values.eval) {
  const splits = { tune: files.knowledgeEval!.tune, test: files.knowledgeEval!.test }
  const run = (cases: EvalCase[], strategy: Pick<typeof assistant, 'search' | 'context'>) =>
    evaluate(cases, strategy.search, strategy.context)
  const tuneOutOfFold = outOfFold(untaught, splits.tune, files.chat!, classes, (taught, held) =>
    run(held, createAssistant({ ...data, passages: taught }, files.chat!, pageTitles)),
  ).sort((a, b) => splits.tune.indexOf(a.case) - splits.tune.indexOf(b.case))
  const engine = { tune: tuneOutOfFold, test: run(splits.test, assistant) }
  const spec = { tune: run(splits.tune, keyword), test: run(splits.test, keyword) }
  const calibration = calibrate(engine.tune.map(calibrationPoint))
  // The test split's precision and recall at the thresholds chosen on tune.
  const answered = engine.test.filter((item) => item.confidence >= data.thresholds.answer)
  const rightOnTest = answered.filter((item) => !item.case.decline && item.bestIsRight).length
  const testCalibration = {
    precision: answered.length ? rightOnTest / answered.length : 1,
    recall: rightOnTest / engine.test.filter((item) => !item.case.decline).length,
  }
  const topics = [...new Set([...splits.tune, ...splits.test].map((testCase) => testCase.topic))]
  const byTopic = Object.fromEntries(
    topics.map((topic) => [
      topic,
      {
        tune: figures(engine.tune.filter((item) => item.case.topic === topic)),
        test: figures(engine.test.filter((item) => item.case.topic === topic)),
      },
    ]),
  )
  const report = {
    thresholds: data.thresholds,
    calibration: { tune: calibration, test: testCalibration },
    engine: { tune: figures(engine.tune), test: figures(engine.test) },
    spec: { tune: figures(spec.tune), test: figures(spec.test) },
    topics: byTopic,
  }
  if (values.json) {
    console.log(JSON.stringify(report, null, 2))
  } else {
    const cell = (value: number) => (Number.isNaN(value) ? '—' : percent(value)).padStart(8)
    console.log(`Offline assistant on content/knowledge-eval.yaml (${data.passages.length} passages)\n`)
    console.log(
      `Confidence thresholds, chosen on tune: answer at ≥ ${data.thresholds.answer}, "Did you mean" at ≥ ${data.thresholds.suggest}`,
    )
    console.log(
      `  answering: tune precision ${percent(calibration.precision)}, recall ${percent(calibration.recall)}; ` +
        `test precision ${percent(testCalibration.precision)}, recall ${percent(testCalibration.recall)}\n`,
    )
    console.log(`  split  strategy           questions  answers  declines    hit@1    hit@3`)
    console.log(`  (tune is measured out of fold: each question answered by an index not taught it)`)
    for (const split of ['tune', 'test'] as const) {
      for (const [name, value] of [
        ['passages (default)', report.engine[split]],
        ['keyword (spec)', report.spec[split]],
      ] as const)
        console.log(
          `  ${split.padEnd(5)}  ${name.padEnd(18)} ${String(value.questions).padStart(9)} ${cell(value.answers)} ${cell(value.declines)} ${cell(value.hit1)} ${cell(value.hit3)}`,
        )
    }
    console.log(`\n  By topic (passages): answers or declines right, tune · test`)
    for (const [topic, value] of Object.entries(byTopic)) {
      const right = (figure: ReturnType<typeof figures>) => (topic === 'off-topic' ? figure.declines : figure.answers)
      console.log(
        `  ${topic.padEnd(12)} ${cell(right(value.tune))} (${String(value.tune.questions).padStart(2)}) · ${cell(right(value.test))} (${String(value.test.questions).padStart(2)})`,
      )
    }
    const split = values.misses === 'test' ? 'test' : 'tune'
    const misses = engine[split].filter((item) => !isRight(item))
    console.log(
      `\nWrong on ${split} (${misses.length})${split === 'test' ? ' — for reporting only: never tune on these' : ''}:`,
    )
    printMisses(misses)
  }
} else {
  const question = positionals.join(' ').trim()
  if (!question) {
    console.error('Ask a question: npm run ask -- "Can I use it for client work?"')
    process.exit(1)
  }
  const strategy = values.keyword ? keyword : assistant
  const reply = answer(question, values.route!, strategy.search, strategy.context, values.after ? [values.after] : [])
  if (values.json) {
    console.log(
      JSON.stringify(
        {
          answer: reply.message,
          results: reply.results,
          declined: reply.declined,
          confidence: reply.confidence,
          choices: reply.choices,
          suggestions: reply.suggestions,
          relatedLinks: reply.relatedLinks,
        },
        null,
        2,
      ),
    )
  } else {
    console.log(`${reply.message}\n`)
    console.log(`Confidence: ${reply.confidence.toFixed(2)} (answers at ≥ ${strategy.context.thresholds.answer})`)
    if (reply.choices.length) console.log(`Did you mean:\n${reply.choices.map((text) => `  - ${text}`).join('\n')}`)
    console.log(`Suggestions:\n${reply.suggestions.map((text) => `  - ${text}`).join('\n') || '  (none)'}`)
    console.log(
      `Related pages:\n${reply.relatedLinks.map((link) => `  - ${link.title} (${link.url})`).join('\n') || '  (none)'}`,
    )
    const ranked = strategy.search(question, strategy.context.chat.search.limit, values.after).results
    console.log(
      `Ranked passages (${values.keyword ? 'keyword' : 'BM25'}):\n${ranked.map((entry) => `  ${entry.score.toString().padStart(7)}  ${entry.id}`).join('\n') || '  (none)'}`,
    )
  }
}
