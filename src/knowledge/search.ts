import MiniSearch from 'minisearch'
import type { SearchVocabulary } from '../../schema/chat.ts'
import type { KnowledgeCategory } from '../../schema/knowledge.ts'
import { classWeight, confidenceWeights, idf, noWordClasses, type QueryWord, type WordClasses } from './confidence.ts'
import { planPrice, type Passage } from './passage.ts'
import {
  factPatterns,
  rankScore,
  rankingWeights,
  signalsOf,
  type Candidate,
  type FactKind,
  type Question,
  type SignalName,
} from './rank.ts'
import {
  fuzzyEdits,
  indexOptions,
  isCode,
  isStopWordTypo,
  lightForm,
  normaliseTerm,
  plainTerm,
  passageBody,
  prefixMatches,
  stressWords,
  querySearchOptions,
  tokenize,
} from './search-options.ts'
import { currencyAfter, currencyBefore, numbersInDigits, units } from './number-words.ts'
import { rephrased } from './rephrase.ts'
import { respellText, siteSpellings, spellingVocabulary } from './spelling.ts'

/** A ranked passage. */
export interface SearchResult {
  /** The passage id. */
  id: string
  /** Its score; higher is better. Comparable within one query only. */
  score: number
}

/** What a search finds: the ranked passages and how sure it is that the first one answers. */
export interface SearchOutcome {
  results: SearchResult[]
  /** 0 to 1: how much of the question the best passage covers (see confidence.ts). */
  confidence: number
  /** The question names a topic the site never covers, and nothing it is about: no passage is a near answer. */
  offTopic?: boolean
  /** The question followed up the one before (`after`), and was read with it. */
  followed?: boolean
  /** The kinds of fact the question asks for ("who do I email" → an address), for the reply to show. */
  facts?: ReadonlySet<FactKind>
}

/**
 * A ranking strategy: the question in, at most `limit` passages out, best first. `after` is the visitor's previous
 * question: a short one that refers back to it ("how much is it?") leans toward what it asked about.
 */
export type Search = ((question: string, limit: number, after?: string) => SearchOutcome) & {
  /** The question with its typos put right, as the search reads it ("refnud polcy" → "refund policy"). */
  respell?: (question: string) => string
}

/** How the visitor's words weigh in the BM25 stage; tuned on the `tune` split of content/knowledge-eval.yaml. */
export const termBoosts = {
  // Weight of a synonym's terms against the visitor's own words: the visitor's words say it best.
  synonym: 0.6,
  // Everyday words ("work", "time") in the ranking, as in the confidence: they rarely say what is asked.
  common: 0.25,
  // Words of the previous question, for a follow-up that refers back to it: they choose among the passages that
  // answer the follow-up, and do not count in its confidence.
  after: 1,
}

/** How many BM25 results the second stage (rank.ts) reorders. */
export const candidateCount = 15

/** The spec's query words: split on spaces, keep words longer than 2 characters (numbers too, see normaliseTerm). */
export function queryWords(question: string): string[] {
  return [...new Set(stemsOf(question))]
}

/** The stems of a text in order, with the words the search drops left out. */
const stemsOf = (text: string) => tokenize(text).flatMap((word) => normaliseTerm(word) ?? [])

/**
 * Lower case, punctuation to spaces: the form phrases and titles are compared in. An apostrophe inside a word goes,
 * so "doesn't" and "doesnt" are one word, as chat.yaml can write it.
 */
export const plainWords = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/(?<=\p{L})['’](?=\p{L})/gu, '')
    .replace(/[^\p{L}\p{N}$]+/gu, ' ')
    .trim()} `

/** chat.yaml's synonyms as read: a single word's site terms by its stem, a phrase as plain text with its words. */
export interface SynonymTable {
  words: ReadonlyMap<string, string[]>
  /** A single word's synonyms of more than one word, each as its terms. */
  wordPhrases: ReadonlyMap<string, string[][]>
  phrases: readonly { phrase: string; stems: string[]; terms: string[]; parted: string[][] }[]
}

const synonymTables = new WeakMap<Record<string, string[]>, SynonymTable>()

/** The synonyms read once per table, for the search and for the replies' choice of list lines (answer.ts). */
export function synonymTable(synonyms: Record<string, string[]>): SynonymTable {
  let table = synonymTables.get(synonyms)
  if (!table) {
    const words = new Map<string, string[]>()
    const wordPhrases = new Map<string, string[][]>()
    const phrases: SynonymTable['phrases'][number][] = []
    for (const [key, values] of Object.entries(synonyms)) {
      const terms = values.flatMap(queryWords)
      const stems = queryWords(key)
      const parted = values.map(queryWords).filter((phrase) => phrase.length > 1)
      if (key.includes(' ')) phrases.push({ phrase: plainWords(key), stems, terms, parted })
      else
        for (const stem of stems) {
          words.set(stem, [...(words.get(stem) ?? []), ...terms])
          if (parted.length > 0) wordPhrases.set(stem, [...(wordPhrases.get(stem) ?? []), ...parted])
        }
    }
    table = { words, wordPhrases, phrases }
    synonymTables.set(synonyms, table)
  }
  return table
}

/** The category of the intent that asks for a person (chat.yaml's "contact you", "talk to someone"). */
const personCategory: KnowledgeCategory = 'support'

/** Passages a word may be on and still be no topic of the site ("studio", in one testimonial). */
const rareOnSite = 2

/** Synonyms and intents prepared once: single words by their stem, phrases as plain text with their words. */
function prepare(vocabulary: SearchVocabulary) {
  const { words, wordPhrases, phrases: synonymPhrases } = synonymTable(vocabulary.synonyms)
  const read: {
    phrase: string
    stems: string[]
    terms: string[]
    parted?: string[][]
    category?: KnowledgeCategory
    topic?: string
    aboutSite?: boolean
    gap?: RegExp
  }[] = [...synonymPhrases]
  for (const intent of vocabulary.intents) {
    for (const phrase of intent.phrases) {
      const words = phrase.replace('*', ' ')
      read.push({
        phrase: plainWords(words),
        stems: queryWords(words),
        terms: [],
        category: intent.prefer,
        topic: intent.topic ?? intent.prefer,
        aboutSite: intent.aboutSite,
        gap: gapPattern(phrase),
      })
    }
  }
  // A phrase of words the search keeps is also met in other forms of them ("partial refunds", "money backs"): as
  // its stems in a row, when none of its words is dropped.
  const phrases = read.map((entry) => ({
    ...entry,
    stemmed:
      !entry.gap && entry.stems.length === entry.phrase.trim().split(' ').length
        ? ` ${entry.stems.join(' ')} `
        : undefined,
  }))
  const facts = vocabulary.asksFor.flatMap(({ fact, phrases }) =>
    phrases.map((phrase) => ({ fact, phrase: plainWords(phrase) })),
  )
  const productNames = new Set(vocabulary.productNames.flatMap(queryWords))
  const projectNouns = new Set(vocabulary.projectNouns.flatMap(queryWords))
  const actors = new Set(vocabulary.actors.flatMap(queryWords))
  // What an amount of money the site never states asks about: the topic of the intents that prefer prices.
  const priceTerms = vocabulary.intents
    .filter((intent) => intent.prefer === 'pricing')
    .flatMap((intent) => queryWords(intent.topic ?? intent.prefer))
  return { words, wordPhrases, phrases, facts, productNames, projectNouns, actors, priceTerms }
}

/** Words that stress a question without changing what it asks ("what exactly", "does it really"). */
const hedges = new RegExp(` (?:${stressWords.join('|')})(?= )`, 'g')
const hedgeStems = new Set(stressWords.flatMap((word) => normaliseTerm(word) ?? []))

/**
 * An intent phrase with a gap ("what does * do") as a pattern of the question's plain words: one to four words in
 * the gap, and the phrase ends the question.
 */
function gapPattern(phrase: string): RegExp | undefined {
  if (!phrase.includes('*')) return undefined
  const [before, after] = phrase.split('*').map((part) => plainWords(part).trim())
  return new RegExp(` ${before} (?:\\S+ ){1,4}${after} $`)
}

/**
 * What a question asks the product to have or do, to the question's end: "does it include a shopping cart", "can
 * the agent book appointments". Up to three words name the product; "do you have" asks what the company offers
 * ("student pricing"), and "can I" what the visitor may do.
 */
const capabilityVerbs =
  'include|support|have|has|come with|ship with|offer|integrate with|connect to|connect with|sync with|work with|handle|' +
  'speak|book|send|create|generate|remember|translate|track|accept|process|let me|allow'
const capability = new RegExp(
  ` (?:does|do|can|will|could|would) (?!you |i |we )(?:\\S+ ){1,3}?(?:${capabilityVerbs})(?:s|es)? (.+)$`,
)
/**
 * A yes-or-no question whether something of the site does or has something ("does the agent make phone calls", "can
 * the chatbot generate images"): what follows "does the", to the question's end. "How does the agent help me sell"
 * asks how, not whether.
 */
const askedOfThing = /^ (?:does|do|can|will|could|would) (?:the |your |this |that |a |an )?(.+)$/
/** Words that say how much, not what: "can it handle a lot of traffic" asks about traffic. */
const quantities = / (?:a lot|lots|a bit|a ton|tons|a bunch|a couple|plenty|kind|sort) of /g

/**
 * A visitor saying who they are, what they have or where they work, to the clause's end: "I'm retired", "I run a yoga
 * studio", "I teach a bootcamp" (stop 76, set 220: "teach" and "bootcamp" weighed as what was asked).
 */
const selfDescription =
  /\b(?:i['’]?m|i am|we['’]?re|we are|i have|i run|i own|we have|we run|we own|i teach|we teach|i work (?:at|for|in)|we work (?:at|for|in))\b([^,.;:!?]*)/giu

const isNumber = (term: string) => /^\d/.test(term)

/** The searched words of a text in order, each with its stem and its form as written (plural aside). */
const wordsIn = (text: string) =>
  tokenize(text).flatMap((word) => {
    const stem = normaliseTerm(word)
    return stem ? [{ stem, form: isNumber(stem) ? stem : lightForm(word) }] : []
  })

/**
 * The numbers the site writes beside each word as written ("Node.js 18", "Safari 14+", "up to 10 developers", "30
 * days"): the version, count or length it states for that thing. By the word as written, not its stem: the count
 * of developers who downloaded it and the development cost it saves are not numbers of one thing. `counted` has
 * only the words written right after a number, the things the site counts ("10 developers", "14 page templates").
 */
function numberedWords(passages: Passage[]) {
  const beside = new Map<string, Set<string>>()
  const counted = new Map<string, Set<string>>()
  const add = (map: Map<string, Set<string>>, form: string, number: string) =>
    map.set(form, (map.get(form) ?? new Set()).add(number))
  for (const passage of passages) {
    const words = wordsIn(`${passage.title}\n${passageBody(passage)}`)
    words.forEach(({ stem }, position) => {
      if (!isNumber(stem)) return
      const [before, after] = [words[position - 1], words[position + 1]]
      if (before && !isNumber(before.stem)) add(beside, before.form, stem)
      if (after && !isNumber(after.stem)) {
        add(beside, after.form, stem)
        add(counted, after.form, stem)
      }
    })
  }
  return { beside, counted }
}

/**
 * A one-digit count of a thing the site counts ("8 developers", "five developers") stands for the site's counts of
 * it, as a longer number does. The search drops one-digit numbers elsewhere, where they are no count the site
 * states ("tailwind 4", "refund after 2 months", "world war 2"), and reads "two" to "nine" as words ("five steps").
 * Returns each count with the site's numbers, and the number words read as counts.
 */
function oneDigitCounts(text: string, counted: Map<string, Set<string>>) {
  const tokens = tokenize(text).map((token) => token.toLowerCase())
  const counts = new Map<string, string[]>()
  const read = new Set<string>()
  tokens.forEach((token, position) => {
    const next = tokens[position + 1]
    const digit = /^\d$/.test(token) ? token : String(units.indexOf(token))
    const site = next === undefined || Number(digit) < 2 ? undefined : counted.get(lightForm(next))
    if (!site) return
    counts.set(digit, [...site])
    read.add(token)
  })
  return { counts, read }
}

/**
 * A number the visitor writes beside a word the site numbers ("node 16", "react 17", "20 developers") asks about
 * that version or count: the site's numbers for that word stand for it, so the answer is the one that states it.
 * A number the site writes beside that word ("10 developers") is that fact, and stands for itself. An everyday word
 * beside it ("under 100", "over 200") says nothing of what is counted.
 */
function numbersBeside(
  text: string,
  numbered: Map<string, Set<string>>,
  everyday: ReadonlySet<string>,
): Map<string, string[]> {
  const words = wordsIn(text)
  // What each number counts: the site's numbers for the word beside it.
  const counts = new Map<string, string[]>()
  words.forEach(({ stem: term }, position) => {
    if (!isNumber(term)) return
    // The word after a number is what it counts, everyday or not ("45 days"); the word before it only when it
    // names a thing ("react 19"), not when it compares ("under 100").
    // A number after another ("react 18 or 19") counts what that one counts.
    const before = words[position - 1]
    const site = [before !== undefined && !everyday.has(before.stem) ? before : undefined, words[position + 1]]
      .filter((beside) => beside !== undefined)
      .flatMap((beside) =>
        isNumber(beside!.stem) ? (counts.get(beside!.stem) ?? []) : [...(numbered.get(beside!.form) ?? [])],
      )
    if (site.length > 0) counts.set(term, [...new Set([...(counts.get(term) ?? []), ...site])])
  })
  // A number the site writes for that thing is the fact itself; another stands for the site's.
  return new Map([...counts].filter(([term, site]) => !site.includes(term)))
}

/** The spec's ranking: passages by how many query words appear in their title, text or keywords. */
export function keywordSearch(passages: Passage[]): Search {
  const haystacks = passages.map((passage) => ({
    id: passage.id,
    text: `${passage.title} ${passage.keywords} ${passage.text} ${passage.items.join(' ')}`.toLowerCase(),
  }))
  return (question, limit) => {
    const words = question
      .split(/\s+/)
      .map((word) => word.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
      .filter((word) => word.length > 2)
    const results = haystacks
      .map(({ id, text }) => ({ id, score: words.filter((word) => text.includes(word)).length }))
      .filter((result) => result.score > 0)
      .sort((a, b) => b.score - a.score)
      .slice(0, limit)
    return { results, confidence: results.length > 0 && words.length > 0 ? results[0]!.score / words.length : 0 }
  }
}

/** A question prepared for ranking, with its BM25 candidates; `titled` when it is exactly one passage's title. */
export interface Retrieval {
  question: Question
  candidates: Candidate[]
  titled?: Passage
  /** Read with the question before it (see `followsUp`). */
  followed?: boolean
}

/**
 * The first stage: BM25 over the passage index (MiniSearch), with stemmed words, prefix and fuzzy matching and the
 * synonyms and intent phrases of chat.yaml. Returns the best `candidateCount` passages for the second stage.
 */
export function indexRetriever(
  index: MiniSearch<Passage>,
  passages: Passage[],
  vocabulary: SearchVocabulary,
  classes: WordClasses = noWordClasses,
): ((question: string, after?: string) => Retrieval) & { respell: (question: string) => string } {
  const byId = new Map(passages.map((passage) => [passage.id, passage]))
  // Titles that name one passage and say enough (two words or more): asking one gets that passage. A one-word or
  // shared title ("Refunds", "Updates") is searched like any question.
  const titleCounts = new Map<string, number>()
  for (const passage of passages)
    titleCounts.set(plainWords(passage.title), (titleCounts.get(plainWords(passage.title)) ?? 0) + 1)
  const byTitle = new Map(
    passages
      .filter((passage) => titleCounts.get(plainWords(passage.title)) === 1 && passage.title.trim().includes(' '))
      .map((passage) => [plainWords(passage.title), passage]),
  )
  // "the pricing page", "take me to the faq": a page named as a page, or asked for, is that page, not the list of
  // page templates that names them all.
  const pageNames = new Map(
    passages.filter((passage) => passage.kind === 'page').map((passage) => [plainWords(passage.title), passage]),
  )
  const namedPage = (plain: string) => {
    const named = plain.match(pageRequest)
    return named && (named[1] || named[3]) ? pageNames.get(` ${named[2]} `) : undefined
  }
  const {
    words: synonyms,
    wordPhrases,
    phrases,
    facts,
    productNames,
    projectNouns,
    actors,
    priceTerms,
  } = prepare(vocabulary)
  const { beside: numbered, counted: countedThings } = numberedWords(passages)
  const namingPlans = planNamer(passages)
  const exact = { prefix: false, fuzzy: false, processTerm: (term: string) => term, tokenize: (term: string) => [term] }
  const frequency = new Map<string, number>()
  const documentFrequency = (term: string) => {
    if (!frequency.has(term)) frequency.set(term, index.search(term, exact).length)
    return frequency.get(term)!
  }

  // The passages that say a term or one of its synonyms, taught words included; pages aside, which say all their
  // sections' words together.
  const sayers = new Map<string, Set<string>>()
  const passagesSaying = (term: string) => {
    if (!sayers.has(term)) {
      const ids = [term, ...(synonyms.get(term) ?? [])].flatMap((said) => index.search(said, exact).map(({ id }) => id))
      sayers.set(term, new Set(ids.filter((id) => byId.get(id)?.kind !== 'page')))
    }
    return sayers.get(term)!
  }
  const isActor = (stem: string | null) =>
    stem !== null && [stem, ...(synonyms.get(stem) ?? [])].some((term) => actors.has(term))
  /**
   * The words of what a question asks an actor of the product (chat.yaml's `actors`) to do or have, in its last
   * sentence, that no passage naming that actor says: "call" in "does the agent make phone calls?" (not "phone": its
   * synonym "responsive" has the stem of the agent's "responses").
   */
  const unofferedOf = (question: string, words: QueryWord[]) => {
    const asked = askedOfThing.exec(plainWords(question.split(/(?<=[.!?])\s+/).at(-1) ?? ''))?.[1]
    const stems = (asked ?? '').split(' ').map(normaliseTerm)
    const at = stems.slice(0, 3).findIndex(isActor)
    if (at < 0 || stems.slice(0, at).includes(null)) return []
    const scope = passagesSaying(stems[at]!)
    const inScope = (term: string) => [...passagesSaying(term)].some((id) => scope.has(id))
    const rest = new Set(stems.slice(at + 1))
    return words.filter(
      (word) =>
        rest.has(word.term) &&
        word.weight > 0 &&
        !word.foreign &&
        (documentFrequency(word.term) > 0 || word.alternatives.length > 0) &&
        !inScope(word.term) &&
        !word.alternatives.some(inScope),
    )
  }

  // The words the assistant knows as written, and how often, for mistyped words (see spelling.ts).
  let spellingWords: Map<string, number> | undefined
  const knownWords = () => (spellingWords ??= spellingVocabulary(passages, vocabulary))
  // A stem the search knows: the site's, a synonym's, an everyday or an off-topic word's. Anything else may be a typo.
  const knownStem = (stem: string) =>
    documentFrequency(stem) > 0 || synonyms.has(stem) || classes.common.has(stem) || classes.foreign.has(stem)
  // A word the search knows by its stem, or a real English word near one it knows ("plain", "math"): not a typo.
  const notTypo = (word: string) => {
    const stem = normaliseTerm(word)
    return !stem || classes.english.has(word) || knownStem(stem)
  }

  // A word that is no word, a slip or two from words the assistant knows, is the one of them written most ("refnud
  // polcy", "whats incuded"), so its phrases, synonyms and forms count as if it were spelt right.
  const respell = (question: string) => respellText(question, knownWords(), notTypo)

  const retrieve = (typedQuestion: string, after?: string): Retrieval => {
    // "thirty days", "a team of twelve": the site writes such numbers in digits.
    const input = numbersInDigits(typedQuestion)
    const text = respell(rephrased(namingPlans(input)))
    // Phrases are met with the hedges that stress a question left out: "what does the agent actually do".
    const plain = plainWords(text).replace(hedges, '')
    // A mistyped stop word ("wich", "cna") the site never says, nor has a synonym for, and that is no everyday or
    // off-topic word, is dropped as the stop word would be: it weighed as the rarest word of the question.
    const typos = new Set(
      tokenize(text).flatMap((word) => {
        const stem = normaliseTerm(word)
        return !stem || knownStem(stem) || !isStopWordTypo(word) ? [] : [stem]
      }),
    )
    // A short code the site never writes ("v4") is dropped, as the spec drops every two-letter word: "s3" is kept for
    // the site's "S3", but "tailwind v4" asks about Tailwind, not about a word the site never says.
    const digits = oneDigitCounts(text, countedThings)
    const asked = [
      ...queryWords(text).filter(
        (term) => !typos.has(term) && !(isCode(term) && documentFrequency(term) === 0) && !digits.read.has(term),
      ),
      ...digits.counts.keys(),
    ]
    const extra = new Set<string>()
    const categories = new Set<KnowledgeCategory>()
    // The topic of the longest intent phrase asked: "can I reach you" asks how to reach the team ("reach you"), not
    // what the licence allows ("can I").
    const topics = new Set<string>()
    let topicPhraseLength = 0
    // Each word as written, by its stem: "developers" and "development" search alike but are told apart in ranking.
    const written = new Map<string, string[]>()
    // And as typed, for its respelling.
    const typed = new Map<string, string[]>()
    for (const word of tokenize(text)) {
      const stem = normaliseTerm(word)
      if (!stem) continue
      written.set(stem, [...(written.get(stem) ?? []), lightForm(word)])
      typed.set(stem, [...(typed.get(stem) ?? []), lightForm(word), plainTerm(word)])
    }
    // A question that names what visitors build ("website", chat.yaml's projectNouns) is about the site, whatever
    // else it names: "can I use it for my restaurant website" is a licence question, "recommend a good restaurant"
    // is not. So is one whose off-topic word qualifies a noun the site is about ("dog food brand"), but not one
    // that only shares such a noun: "the price of a used car" and "a licence to drive a truck" are about the car
    // and the truck.
    const sequence = stemsOf(text)
    const inOrder = ` ${sequence.join(' ')} `
    const says = ({ phrase, stemmed, gap }: { phrase: string; stemmed?: string; gap?: RegExp }) =>
      gap ? gap.test(plain) : plain.includes(phrase) || (stemmed !== undefined && inOrder.includes(stemmed))
    // A question whether it suits the visitor's own use ("can I use it for my bakery") is about the site. A fit
    // said of a thing the site never covers is about that thing: "is the weather good for a picnic tomorrow" (stop
    // 73) had the commercial-use page.
    const fitPhrases = phrases.filter(
      (entry) => entry.aboutSite && says(entry) && !classes.foreign.has(judgedBy(plain, entry.phrase) ?? ''),
    )
    const fits = fitPhrases.length > 0
    const aboutSite =
      fits ||
      asked.some((term) => projectNouns.has(term)) ||
      sequence.some((stem, index) => classes.topical.has(stem) && classes.foreign.has(sequence[index - 1] ?? ''))
    const counted = new Map([...digits.counts, ...numbersBeside(text, numbered, classes.common)])
    // An amount of money the site never states ("anything under a hundred dollars?") asks about prices.
    const amounts = amountsIn(input)
    // A word the site never says, has no synonym for and is no everyday or off-topic word may be a typo of one it
    // knows that the respelling left alone, as a real word ("flies", "tales") or a slip of one with its plural
    // ("saviing"): those words stand for it, as a synonym's would.
    const respelt = (term: string) =>
      knownStem(term)
        ? []
        : [
            ...new Set(
              (typed.get(term) ?? [])
                .flatMap((form) => siteSpellings(form, knownWords()))
                .flatMap((word) => normaliseTerm(word) ?? [])
                .filter((stem) => stem !== term && documentFrequency(stem) > 0),
            ),
          ]
    const weightOf = (term: string) =>
      idf(documentFrequency(term), index.documentCount) * classWeight(classes, term, aboutSite)
    const words: QueryWord[] = asked.map((term) => {
      const given =
        synonyms.get(term) ??
        (amounts.has(term) ? (documentFrequency(term) === 0 ? priceTerms : []) : counted.get(term))
      const spelt = given ? [] : respelt(term)
      return {
        term,
        alternatives: given ?? spelt,
        // A typo weighs as the word it stands for: "supprot" is as common as "support", not the rarest word.
        weight: spelt.length > 0 ? Math.max(...spelt.map(weightOf)) : weightOf(term),
        foreign: classes.foreign.has(term),
        literal: synonyms.has(term) && documentFrequency(term) === 0,
        phrases: wordPhrases.get(term),
        forms: written.get(term),
      }
    })
    // The use named in a question whether it suits one ("my bakery", "a uni project"): its off-topic words and the
    // words the site never says (with no synonym). It is context, weighed as such below, not the rarest word of all.
    const unsaid = (word: QueryWord) => documentFrequency(word.term) === 0 && word.alternatives.length === 0
    const namedUse = new Set(fits ? words.filter((word) => word.foreign || unsaid(word)).map((word) => word.term) : [])
    // The visitor's own project ("my site", "our new website") is where the question is asked from, not what it
    // asks, when another word of the site says what: "how many pages can I have on my site" had the commercial-use
    // page ("build websites"), "will Google find my website" the privacy policy ("this website does not use
    // cookies"). It weighs as an everyday word then, and still makes the question about the site.
    const ownProject = ownProjectNouns(plain, projectNouns)
    const namesMore = words.some(
      (word) =>
        word.weight > 0 &&
        !ownProject.has(word.term) &&
        !classes.common.has(word.term) &&
        documentFrequency(word.term) > 0,
    )
    if (!namesMore) ownProject.clear()
    for (const word of words) if (ownProject.has(word.term)) word.weight *= confidenceWeights.common
    // Who the visitor is ("I'm retired and not very technical", "we're a nonprofit") is context too, when the
    // question names the site's topics besides. A word of that context or of the use named that the site never says
    // weighs as an everyday word, as an off-topic one already does in a question about the site.
    const described = new Set(
      namesMore ? [...text.matchAll(selfDescription)].flatMap((match) => queryWords(match[1]!)) : [],
    )
    for (const word of words)
      if (!word.foreign && unsaid(word) && (namedUse.has(word.term) || described.has(word.term)))
        word.weight *= confidenceWeights.common
    // What a question asks the product to include or do ("does the chatbot support voice", "can the agent book
    // appointments"): an everyday word there that the site never says is what the site does not offer, not framing.
    const offered = new Set(queryWords(` ${capability.exec(plain)?.[1] ?? ''}`.replace(quantities, ' ')))
    for (const word of words) {
      const unoffered = offered.has(word.term) && unsaid(word) && !word.foreign
      if (!unoffered || namedUse.has(word.term) || described.has(word.term)) continue
      if (classes.common.has(word.term)) word.weight = idf(0, index.documentCount)
      // Any other word there that the site never says names a thing it does not say it has, and weighs more still.
      else if (!isNumber(word.term) && !ownProject.has(word.term))
        word.weight = idf(0, index.documentCount) * confidenceWeights.unsaid
    }
    for (const { phrase, stemmed, gap, stems, terms, parted, category, topic } of phrases) {
      if (!says({ phrase, stemmed, gap })) continue
      for (const term of terms) extra.add(term)
      const phraseWords = words.filter((word) => stems.includes(word.term))
      for (const word of phraseWords) {
        // A synonym phrase's words are covered by its terms, which replace their own synonyms: "phone support" is
        // email support, whatever "phone" alone means. An intent phrase's words ("how long") say what kind of
        // answer is wanted, not what it is about, so they do not count.
        word.alternatives = category ? [...word.alternatives, ...terms] : [...terms]
        // Its own synonyms' phrases go with them.
        if (!category) word.phrases = parted
        if (category) word.weight = 0
      }
      // A synonym phrase of everyday words ("set up") weighs as what it stands for ("setup"), not as "set".
      if (!category && phraseWords.length > 0 && phraseWords.every((word) => classes.common.has(word.term))) {
        const heaviest = phraseWords.reduce((a, b) => (b.weight > a.weight ? b : a))
        const siteTerms = terms.filter((term) => documentFrequency(term) > 0)
        heaviest.weight = Math.max(heaviest.weight, ...siteTerms.map(weightOf))
      }
      if (category) {
        categories.add(category)
        if (topic && phrase.length >= topicPhraseLength) {
          if (phrase.length > topicPhraseLength) topics.clear()
          topics.add(topic)
          topicPhraseLength = phrase.length
        }
      }
      // A synonym phrase made only of words the search drops ("don't like") is still what the question is about:
      // it counts as one word the site never says, covered by its terms.
      else if (!words.some((word) => stems.includes(word.term)))
        words.push({ term: phrase.trim(), alternatives: terms, weight: idf(0, index.documentCount) })
    }
    // A task asked of the agent that no passage naming the agent mentions is one it does not do: "does the agent make
    // phone calls" had the agent's overview, as the site says "call" of the Enterprise plan's onboarding call. Such a
    // word weighs as one the site never says, and no passage covers it. (After the phrases: "made up" is the agent's
    // "grounded" and "always right".)
    for (const word of unofferedOf(text, words)) {
      word.weight = idf(0, index.documentCount)
      word.unoffered = true
    }
    // A question made only of an intent phrase ("how much is it?"), or of one and the product's names ("how much
    // for the template?"), asks about that intent's topic as a whole.
    // The use a question whether it suits one names ("for my bakery") names nothing of the site, nor does a hedge
    // ("what is launchkit exactly").
    // Asking for a person names nothing more with everyday words: "I need to talk to a human about my order", "can i
    // talk to someone in real time" (whose "order" and "real" no support passage says).
    const person = categories.has(personCategory)
    const namesNothing = words.every(
      (word) =>
        word.weight === 0 ||
        productNames.has(word.term) ||
        namedUse.has(word.term) ||
        hedgeStems.has(word.term) ||
        (person && classes.common.has(word.term)),
    )
    if (topics.size > 0 && namesNothing) for (const word of words) word.weight = 0
    // A question whether it suits the visitor's use ("is it ok for my yoga studio") asks about that intent's topic,
    // commercial use, when what it names last is that use, not a topic of the site: a word it never says or says
    // on one or two passages only (the studio of a testimonial), an off-topic word, or the visitor's own site. In
    // "suitable for a local plumber" "local" is not local storage; "suitable for mobile" and "right for me if I
    // can't code" still ask about mobile screens and coding.
    // (A phrase met only in other forms of its words names nothing after it, as far as this reading goes.)
    const namedAfter = ({ phrase }: { phrase: string }) => {
      const at = plain.indexOf(phrase)
      return (at >= 0 ? queryWords(plain.slice(at + phrase.length)) : []).filter((term) => asked.includes(term))
    }
    const namesTheUse = (entry: { phrase: string }) => {
      const named = namedAfter(entry)
      // Nothing after it, a use named before it: "I run a dog grooming business, would this work?".
      if (named.length === 0 && namedUse.size > 0) return true
      const head = words.find((word) => word.term === named.at(-1))
      return (
        head !== undefined &&
        (namedUse.has(head.term) ||
          projectNouns.has(head.term) ||
          // "a podcast landing page": the page is the visitor's site.
          projectNouns.has(named.at(-2) ?? '') ||
          (head.alternatives.length === 0 && documentFrequency(head.term) <= rareOnSite))
      )
    }
    const usesNamed = namesNothing ? [] : fitPhrases.filter((entry) => entry.topic && namesTheUse(entry))
    const askedTopics = namesNothing ? [...topics] : usesNamed.map(({ topic }) => topic!)
    // The use's other words are context too: "local" in "a local plumber" is no word of the site's.
    const useWords = new Set(usesNamed.flatMap(namedAfter))
    for (const word of words)
      if (useWords.has(word.term) && !namedUse.has(word.term) && !ownProject.has(word.term) && !word.foreign)
        word.weight *= confidenceWeights.common
    for (const term of new Set(askedTopics.flatMap(queryWords)))
      if (!asked.includes(term)) {
        asked.push(term)
        words.push({ term, alternatives: [], weight: idf(documentFrequency(term), index.documentCount) })
      }
    for (const word of words) for (const term of word.alternatives) extra.add(term)
    const question: Question = {
      words,
      categories,
      // A length of time in the question ("a refund after 6 weeks") asks about a time limit, as "how long" does:
      // without it, "after" led to the "After a refund" clause.
      facts: new Set([
        ...facts.filter(({ phrase }) => plain.includes(phrase)).map(({ fact }) => fact),
        ...(factPatterns.duration.test(text) ? (['duration'] as const) : []),
      ]),
      offTopic: !aboutSite && words.some((word) => word.foreign),
    }
    // A short question that refers back ("is it on sale?", "and for teams?") is about what the last one asked: its
    // words choose among the passages that answer this one. A question that names nothing but the kind of answer
    // it wants ("when?", "how much is that one?") asks the last one again: its words join this one's.
    // Asking for a person ("can I talk to someone?", "how do I contact you?") is never about the last answer: it
    // had restated "is my API key safe" and got the privacy clause again. The last one is read in the site's words
    // as this one is ("I paid but never got the download email. What should I do?" is a question for support).
    const before =
      after && followsUp(text, words) && !categories.has(personCategory)
        ? queryWords(rephrased(numbersInDigits(after))).filter((term) => !asked.includes(term) && !extra.has(term))
        : []
    const restated = before.length > 0 && namesNothing
    if (restated)
      for (const term of before) {
        const alternatives = synonyms.get(term) ?? []
        const weight = idf(documentFrequency(term), index.documentCount) * classWeight(classes, term, aboutSite)
        asked.push(term)
        words.push({ term, alternatives, weight, foreign: classes.foreign.has(term), phrases: wordPhrases.get(term) })
        for (const alternative of alternatives) extra.add(alternative)
      }
    const context = new Set(restated ? [] : before.filter((term) => !classes.common.has(term)))
    const terms = [...new Set([...asked, ...extra])]
    if (terms.length === 0) return { question, candidates: [] }
    const own = new Set(asked)
    // The site's words for a word it never says ("vue" → react, stack) are all the search has of that word: they
    // weigh as the visitor's own, not as a second way of saying a word the passages have already.
    for (const word of words)
      if (documentFrequency(word.term) === 0) for (const term of word.alternatives) own.add(term)
    // A word that means only its synonyms finds no passage by its spelling ("currency" is not "current").
    const literal = new Set(words.filter((word) => word.literal).map((word) => word.term))
    const searched = {
      ...querySearchOptions,
      prefix: (term: string) => !literal.has(term) && prefixMatches(term),
      fuzzy: (term: string) => !literal.has(term) && fuzzyEdits(term),
      processTerm: (term: string) => term,
      tokenize: (line: string) => line.split(' '),
    }
    const everyday = (term: string) => (classes.common.has(term) || ownProject.has(term) ? termBoosts.common : 1)
    const found = index.search(terms.join(' '), {
      ...searched,
      boostTerm: (term) => (own.has(term) ? 1 : termBoosts.synonym) * everyday(term),
    })
    // The previous question's words add to the score of this one's candidates, never bring in passages of their own.
    const around = new Map(
      context.size > 0
        ? index
            .search([...context].join(' '), { ...searched, boostTerm: everyday })
            .map((result) => [result.id, result.score])
        : [],
    )
    const candidates = found.slice(0, candidateCount).map((result) => ({
      passage: byId.get(String(result.id))!,
      score: result.score + termBoosts.after * (around.get(result.id) ?? 0),
      match: result.match,
    }))
    return { question, candidates, titled: byTitle.get(plain) ?? namedPage(plain), followed: before.length > 0 }
  }
  return Object.assign(retrieve, { respell })
}

/**
 * The second stage: orders the candidates by the weighted signals of rank.ts, and says how sure it is that the
 * first one answers (its coverage of the question). A question that is exactly a passage's title (a "Did you mean"
 * button, a follow-up) gets that passage.
 */
export function rankedSearch(
  retrieve: ((question: string, after?: string) => Retrieval) & Pick<Search, 'respell'>,
  weights: Record<SignalName, number> = rankingWeights,
): Search {
  const search: Search = (text, limit, after) => {
    const { question, candidates, titled, followed } = retrieve(text, after)
    const signals = signalsOf(question, candidates)
    const ranked = candidates
      .map((candidate, position) => ({
        candidate,
        signals: signals[position]!,
        score: rankScore(signals[position]!, weights),
      }))
      .sort((a, b) => b.score - a.score)
    const results = ranked.map(({ candidate, score }) => ({ id: candidate.passage.id, score }))
    if (titled) {
      const rest = results.filter((result) => result.id !== titled.id)
      return {
        results: [{ id: titled.id, score: results[0]?.score ?? 1 }, ...rest].slice(0, limit).map(rounded),
        confidence: 1,
      }
    }
    return {
      results: results.slice(0, limit).map(rounded),
      confidence: ranked[0]?.signals.coverage ?? 0,
      offTopic: question.offTopic,
      followed,
      facts: question.facts,
    }
  }
  search.respell = retrieve.respell
  return search
}

/** A page asked for ("where is the pricing page", "link to the faq"): the request, the page's name, "page". */
const pageRequest =
  /^ (?:(?:please |can you |could you )?(take me to|go to|open|show me|link to|link for|where is|wheres|where can i find|find) )?(?:the )?(.+?)( page)? $/

/** "my site", "our new website", "my client's landing page": up to three words after "my" or "our". */
const ownProjectPattern = / (?:my|our)((?: [\p{L}\p{N}]+){1,3})(?= )/gu

/** The stems of the project nouns a question names as the visitor's own ("my site", "our new website"). */
function ownProjectNouns(plain: string, projectNouns: ReadonlySet<string>): Set<string> {
  const stems = [...plain.matchAll(ownProjectPattern)].flatMap((match) =>
    match[1]!
      .trim()
      .split(' ')
      .flatMap((word) => normaliseTerm(word) ?? []),
  )
  return new Set(stems.filter((stem) => projectNouns.has(stem)))
}

/** Words that point back at what was said before ("is it…", "and for teams?", "what about…"). */
const backReferences = /^(?:and|also|what about|how about|plus)\b|\b(?:it|its|that|this|they|them|those|these)\b/

/**
 * A follow-up of the question before: one that names at most one thing ("developers?", "how much?"), or two and
 * points back ("is it free?", "what about netlify?"). Chosen on 30 follow-ups written for it (stop 34): allowing
 * three words changed none of them; requiring a pointing word of one-word questions lost "how many developers?".
 */
function followsUp(text: string, words: QueryWord[]): boolean {
  // A hedge ("which version exactly?") stresses the question; it names nothing.
  const told = words.filter((word) => word.weight > 0 && !hedgeStems.has(word.term)).length
  return told <= 1 || (told === 2 && backReferences.test(plainWords(text).trim()))
}

/**
 * A message's sentences that ask (those that end in "?", else the last) and those that tell: "We are a small
 * startup. Does it work on Safari?" asks the second and tells the first.
 */
export function sentencesOf(text: string): { asking: string; telling: string } {
  const sentences = text.split(/(?<=[.!?])\s+(?=\S)/).filter((sentence) => /[\p{L}\p{N}]/u.test(sentence))
  if (sentences.length < 2) return { asking: text, telling: '' }
  const asks = sentences.filter((sentence) => sentence.trim().endsWith('?'))
  const asking = asks.length > 0 ? asks : sentences.slice(-1)
  return {
    asking: asking.join(' '),
    telling: sentences.filter((sentence) => !asking.includes(sentence)).join(' '),
  }
}

/** A number written as an amount of money: with a dollar sign or a currency word. */
const amount = new RegExp(
  String.raw`\$\s*(\d[\d,.]*)|(\d[\d,.]*)\s*${currencyAfter}|${currencyBefore}(\d[\d,.]*)`,
  'gi',
)

/**
 * A plan asked for by its price ("what does the [price] plan include", "the [price] dollar one") is that plan: the
 * price gets the plan's name beside it, so the plan's card answers rather than the list of all plans, which states
 * every price. A price two plans share (the agent and the bundle) names neither, and a price alone ("are taxes
 * included in the [price]") asks about paying it as much as about the plan.
 */
function planNamer(passages: Passage[]): (question: string) => string {
  const named = new Map<string, string[]>()
  for (const passage of passages) {
    const price = passage.kind === 'plan' ? planPrice(passage.text) : undefined
    if (price) named.set(price, [...(named.get(price) ?? []), passage.title])
  }
  return (question) =>
    question.replace(amount, (written, ...match: (string | number | undefined)[]) => {
      // The groups of `amount`, then where it was found.
      const plans = named.get(String(match.slice(0, -2).find(Boolean) ?? ''))
      const after = question.slice(Number(match.at(-2)) + written.length)
      return plans?.length === 1 && planNoun.test(after) ? `${written} ${plans[0]}` : written
    })
}

/** What a price names when it names a plan: "the [price] plan", "the [price] dollar one", "the [price] tier". */
const planNoun = /^\s*(?:plans?|tiers?|options?|packages?|ones?|versions?|editions?|licen[cs]es?)\b/i

/** The amounts of money in a question, as the search writes numbers. */
function amountsIn(text: string): Set<string> {
  return new Set([...text.matchAll(amount)].flatMap((match) => queryWords(match[1] ?? match[2] ?? match[3] ?? '')))
}

/** Words between a thing and what is said of it: "the weather is really good for a picnic". */
const linking = new Set('is are be was looks look seems seem really very so too still'.split(' '))

/**
 * The stem of the thing a fit phrase that opens with its adjective ("good for a", "suitable for") is said of: the
 * word before it, linking words aside. Other fit phrases ("use it for", "is this for me") name their own subject.
 */
function judgedBy(plain: string, phrase: string): string | undefined {
  if (!/^ (?:a )?(?:good|ok|okay|fine|suitable|suited|appropriate)\b/.test(phrase)) return undefined
  const at = plain.indexOf(phrase)
  if (at < 0) return undefined
  const before = plain.slice(0, at).trim().split(' ')
  while (before.length > 0 && linking.has(before.at(-1)!)) before.pop()
  return before.length > 0 ? (normaliseTerm(before.at(-1)!) ?? undefined) : undefined
}

/** The offline search: BM25 candidates, reordered by the signals of rank.ts. */
export function indexSearch(
  index: MiniSearch<Passage>,
  passages: Passage[],
  vocabulary: SearchVocabulary,
  classes: WordClasses = noWordClasses,
): Search {
  return rankedSearch(indexRetriever(index, passages, vocabulary, classes))
}

const rounded = (result: { id: unknown; score: number }): SearchResult => ({
  id: String(result.id),
  score: Math.round(result.score * 100) / 100,
})

/**
 * Indexes the passages. Done where they are used (a few milliseconds) rather than shipped: the serialized index
 * would double the download.
 */
export function buildIndex(passages: Passage[]): MiniSearch<Passage> {
  const index = new MiniSearch(indexOptions)
  index.addAll(passages)
  return index
}
