/**
 * Learns from examples: each answerable question of the evaluation's `tune` split is added to the `asked` words of
 * the passage that answers it, so a visitor who asks the same thing in the same words ("where do I pay", "is
 * launchkit trusted") finds that passage even when the page says it in other words. A marketer who finds a question
 * the assistant misses adds it to `tune` with what the answer must say; the next build learns it.
 *
 * A tune question then matches its own passage by construction, so figures on `tune` and the confidence thresholds
 * are measured out of fold: each fifth of the split is answered by an index taught only the other four fifths.
 * `test` is never taught.
 */
import type { Chat } from '../../schema/chat.ts'
import type { EvalCase } from '../../schema/knowledge-eval.ts'
import { withDetails, type AnswerContext } from '../../src/knowledge/answer.ts'
import { noWordClasses, type WordClasses } from '../../src/knowledge/confidence.ts'
import type { Passage } from '../../src/knowledge/passage.ts'
import { buildIndex, indexRetriever, queryWords, type Retrieval } from '../../src/knowledge/search.ts'
import { isStopWordTypo, normaliseTerm, tokenize } from '../../src/knowledge/search-options.ts'
import { siteStems } from './common-words.ts'
import { passageSays } from './evaluate.ts'

/** How many parts the out-of-fold measurements split `tune` into. */
export const foldCount = 5

/**
 * A word the site never says is taught only when at least this many taught questions use it: one question's
 * incidental word ("my laptop has node 16") would make an off-topic question ("recommend a good laptop") look like
 * the site's. Chosen on `tune`, out of fold: 1 (every word) 90.0 % answers, 87.7 % declines; 2: 90.1 %, 89.0 %;
 * 3: 88.8 %, 91.6 %.
 */
export const minQuestionsForNewWord = 2

/**
 * The passages with the questions they answer in `asked`. A question goes to the first search result that says its
 * expected fact, else to the first passage of the site that does; off-topic questions teach nothing.
 */
export function learnAsked(
  passages: Passage[],
  cases: EvalCase[],
  chat: Chat,
  classes: WordClasses = noWordClasses,
  targets = answeringPassages(passages, cases, chat, classes),
): Passage[] {
  return teach(passages, cases, targets)
}

/**
 * The id of the passage that answers each answerable case (see learnAsked): found once, and taught to every fold and
 * to the shipped index (pass it to learnAsked and outOfFold when both run on the same cases).
 */
export function answeringPassages(
  passages: Passage[],
  cases: EvalCase[],
  chat: Chat,
  classes: WordClasses,
): Map<EvalCase, string> {
  const context: AnswerContext = {
    chat,
    // Replies as the assistant gives them, a clause the question is about in full (see withDetails).
    passages: new Map(withDetails(passages).map((passage) => [passage.id, passage])),
    thresholds: { answer: 0, suggest: 0 },
    pageTitles: {},
    synonyms: chat.search.synonyms,
  }
  const retrieve = indexRetriever(buildIndex(passages), passages, chat.search, classes)
  const targets = new Map<EvalCase, string>()
  for (const testCase of cases) {
    if (testCase.decline) continue
    const says = (id: string) => passageSays(context, id, testCase)
    const target =
      retrieve(testCase.question).candidates.find((candidate) => says(candidate.passage.id))?.passage.id ??
      passages.find((passage) => says(passage.id))?.id
    if (target) targets.set(testCase, target)
  }
  return targets
}

/** The passages with the cases that `targets` gives them added to `asked`, in the cases' order. */
function teach(passages: Passage[], cases: EvalCase[], targets: ReadonlyMap<EvalCase, string>): Passage[] {
  const asked = new Map<string, string[]>()
  for (const testCase of cases) {
    const target = targets.get(testCase)
    if (target) asked.set(target, [...(asked.get(target) ?? []), testCase.question])
  }
  const site = siteStems(passages).stems
  const questionCounts = new Map<string, number>()
  for (const question of [...asked.values()].flat())
    for (const term of queryWords(question)) questionCounts.set(term, (questionCounts.get(term) ?? 0) + 1)
  // No number is taught. One the site never writes ("firefox 100", "under $100") is that question's own: taught, it
  // drew every question with the number to one passage. One it writes names its own fact ("$127" the Professional
  // plan): a question comparing two plans taught "127" to the Enterprise plan. The passages that state a number have
  // it already, and the site's numbers beside a word are read at search time.
  // A slip of a little word ("waht", "teh") is dropped from a question unless the index has it: taught, it made
  // "waht is teh wether today" look like the site's.
  const teachable = (term: string, word: string) =>
    !/^\d/.test(term) &&
    (site.has(term) || (questionCounts.get(term)! >= minQuestionsForNewWord && !isStopWordTypo(word)))
  return passages.map((passage) => {
    const words = distinctWords(asked.get(passage.id) ?? [], teachable)
    return words ? { ...passage, asked: [words] } : passage
  })
}

/**
 * Each teachable word of the questions once, as first written: a tenth of the index's size less than the questions
 * themselves, and the same ranking (a repeated word only counts more in a field BM25 saturates). Sorted, as the
 * search reads no word order: like words side by side gzip 0.1 KB smaller.
 */
function distinctWords(questions: string[], teachable: (term: string, word: string) => boolean): string {
  const seen = new Map<string, string>()
  for (const word of questions.flatMap(tokenize)) {
    const term = normaliseTerm(word)
    if (term && teachable(term, word) && !seen.has(term)) seen.set(term, word.toLowerCase())
  }
  return [...seen.values()].sort().join(' ')
}

/** The cases cut into `foldCount` parts, each with the rest to learn from. */
export function folds(cases: EvalCase[]): { learn: EvalCase[]; held: EvalCase[] }[] {
  return Array.from({ length: foldCount }, (_, fold) => ({
    learn: cases.filter((_, index) => index % foldCount !== fold),
    held: cases.filter((_, index) => index % foldCount === fold),
  }))
}

/** Runs `measure` on each fold's held-out cases with passages taught the rest, and joins the results. */
export function outOfFold<T>(
  passages: Passage[],
  cases: EvalCase[],
  chat: Chat,
  classes: WordClasses,
  measure: (taught: Passage[], held: EvalCase[]) => T[],
  // Each case's passage is found on the untaught passages, so it is the same in every fold: found once.
  targets = answeringPassages(passages, cases, chat, classes),
): T[] {
  return folds(cases).flatMap(({ learn, held }) => measure(teach(passages, learn, targets), held))
}

/** A retriever that answers each tune question from the index of its fold (taught the other folds only). */
export function outOfFoldRetriever(
  passages: Passage[],
  cases: EvalCase[],
  chat: Chat,
  classes: WordClasses,
): (question: string) => Retrieval {
  const byQuestion = new Map<string, Retrieval>()
  outOfFold(passages, cases, chat, classes, (taught, held) => {
    const retrieve = indexRetriever(buildIndex(taught), taught, chat.search, classes)
    for (const testCase of held) byQuestion.set(testCase.question, retrieve(testCase.question))
    return []
  })
  return (question) => {
    const retrieval = byQuestion.get(question)
    if (!retrieval) throw new Error(`Not a tune question: ${question}`)
    return retrieval
  }
}
