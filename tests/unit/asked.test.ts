import { describe, expect, test } from 'vitest'
import { chat as chatSettings } from '../../src/generated/chat.ts'
import { refuse } from '../../src/generated/refusals.ts'
import knowledgeData from '../../src/generated/knowledge.json'
import type { EvalCase } from '../../schema/knowledge-eval.ts'
import { wordClasses } from '../../src/knowledge/assistant.ts'
import { unpackKnowledge, type KnowledgeFile } from '../../src/knowledge/knowledge-format.ts'
import { buildIndex, indexSearch } from '../../src/knowledge/search.ts'
import type { Passage } from '../../src/knowledge/passage.ts'
import { folds, foldCount, learnAsked, outOfFold } from '../../scripts/knowledge/asked.ts'

const data = unpackKnowledge(knowledgeData as unknown as KnowledgeFile)
const classes = wordClasses(data)
// chat.yaml as the build reads it: the generated module ships the search vocabulary in knowledge.json instead.
const chat = { ...chatSettings, refuse, search: { ...chatSettings.search, ...data.vocabulary, offTopic: [] } }
// The passages as extracted, before the build taught them the tune questions.
const untaught = data.passages.map(({ asked: _, ...passage }) => passage)
const topOf = (passages: typeof untaught, question: string) =>
  indexSearch(buildIndex(passages), passages, data.vocabulary, classes)(question, 3).results[0]?.id
const saysStorefront = (passages: typeof untaught, id: string | undefined) =>
  passages.find((passage) => passage.id === id)?.text.includes('storefront') ?? false

describe('learning from the tune questions', () => {
  const where: EvalCase = { question: 'who charges me', topic: 'pricing', expect: 'storefront' }

  test('a question goes to the passage that says its expected fact, which then answers it in other words', () => {
    // The pages say "storefront" and "payment", and "charge" only for client work: untaught, the search misses.
    expect(saysStorefront(untaught, topOf(untaught, 'who charges me?'))).toBe(false)
    const other: EvalCase = { ...where, question: 'who charges me, grandma?' }
    const taught = learnAsked(untaught, [where, other], chat, classes)
    const learnt = taught.filter((passage) => passage.asked)
    expect(learnt).toHaveLength(1)
    // Its searchable words, each once: "who" and "me" say nothing. "grandma" is neither the site's word nor asked
    // twice, so one question's passing word does not become the passage's.
    expect(learnt[0]!.asked).toEqual(['charges'])
    expect(learnt[0]!.text).toContain('storefront')
    expect(saysStorefront(taught, topOf(taught, 'who charges me?'))).toBe(true)
    // Asked by a second question, it is the visitors' word for this passage, and taught.
    const again = learnAsked(untaught, [where, other, { ...where, question: 'who charges grandma?' }], chat, classes)
    expect(again.filter((passage) => passage.asked).map((passage) => passage.asked)).toEqual([['charges grandma']])
  })

  test('no number is taught, however many questions use it: it names its own fact, not the passage the question got', () => {
    // "firefox 100" twice had taught "100" to the browser list, and "anything under $100?" went there.
    const cases = [where, { ...where, question: 'who charges me 100?' }, { ...where, question: 'who charges 100?' }]
    expect(learnAsked(untaught, cases, chat, classes).flatMap((passage) => passage.asked ?? [])).toEqual(['charges'])
    // A price the site writes, too (stop 60): a question comparing the $127 and $247 plans had taught "127" to the
    // Enterprise plan, and "what does the $127 plan include" got the list of all three plans.
    const prices = [where, { ...where, question: 'who charges me $127?' }, { ...where, question: 'who charges 127?' }]
    expect(learnAsked(untaught, prices, chat, classes).flatMap((passage) => passage.asked ?? [])).toEqual(['charges'])
  })

  test('a slip of a little word is not taught, however many questions make it', () => {
    // Two tune questions wrote "waht": taught, it was a word of the site, and "waht is teh wether today" was answered.
    const cases = [where, { ...where, question: 'waht charges me?' }, { ...where, question: 'waht charges?' }]
    expect(learnAsked(untaught, cases, chat, classes).flatMap((passage) => passage.asked ?? [])).toEqual(['charges'])
  })

  test('off-topic questions and facts the site never says teach nothing', () => {
    const cases: EvalCase[] = [
      { question: 'write me a poem', topic: 'off-topic', decline: true },
      { question: 'when is the launch party', topic: 'support', expect: 'a fact no page says' },
    ]
    expect(learnAsked(untaught, cases, chat, classes).some((passage) => passage.asked)).toBe(false)
  })

  test('out of fold, each question is answered by an index that was never taught it', () => {
    // Each word ("case3") is asked by two or three questions of one fold, so it is taught wherever that fold is.
    const cases = Array.from({ length: 12 }, (_, index): EvalCase => ({
      ...where,
      question: `who charges me, case${index % foldCount}`,
    }))
    const parts = folds(cases)
    expect(parts).toHaveLength(foldCount)
    expect(parts.flatMap((part) => part.held)).toHaveLength(cases.length)
    for (const { learn, held } of parts) for (const testCase of held) expect(learn).not.toContain(testCase)
    // Each question's own word is taught to the folds that learn it and to no other.
    const taughtWord = (taught: Passage[], testCase: EvalCase) =>
      taught.some((passage) =>
        passage.asked?.some((words) => words.split(' ').includes(testCase.question.split(' ').at(-1)!)),
      )
    const seen = outOfFold(untaught, cases, chat, classes, (taught, held) => {
      expect(
        cases.filter((testCase) => !held.includes(testCase)).every((testCase) => taughtWord(taught, testCase)),
      ).toBe(true)
      return held.map((testCase) => taughtWord(taught, testCase))
    })
    expect(seen).toHaveLength(cases.length)
    expect(seen).not.toContain(true)
  })
})
