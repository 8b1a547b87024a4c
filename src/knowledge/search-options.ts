import type { Options, SearchOptions } from 'minisearch'
import { stemmer } from 'stemmer'
import type { Passage } from './passage.ts'

/**
 * Words that say nothing about a topic; dropping them keeps "what is the..." from matching everything. Question
 * words, contractions, fillers (a chat's too: "pls", "thx", "btw", "tho", "guys") and "available", which frames a
 * question ("is a docker image available?") without saying what it is about, are here, with words that ask for a
 * kind of answer to a topic ("features overview", "tips for speed", "refund details"); "much", "many" and "long"
 * are left to the intent phrases of chat.yaml. "explain" is not ("explain why I want a refund" is a reason). "her"
 * is here as a pronoun, not the noun WordNet files under a topic the site never covers ("her review" was off-topic).
 * Adverbs that stress a question ("really", "officially", "definitely") are here: "which browsers are officially
 * supported" had "Did you mean", as "officially" weighed as its subject; so are those that hedge it ("what's your
 * typical response time" is the response time).
 * Interjections say how the visitor feels, not what they ask ("oops i accidentally paid for the same plan two times",
 * stop 74, weighed "oops" as its subject).
 * Checked before and after stemming: "us" is here for "uses" and "used", which stem to it.
 */
export const stopWords = new Set(
  `the and for are but not you your can with this that what how does have has was will its our any all from into
  about there their which when who why where get use using us want need tell me whats hows wheres did would could
  should i'm im i've i'll i'd don't doesn't can't won't isn't aren't you're they're please thanks thank hello
  didn't hasn't haven't hadn't wasn't weren't shouldn't wouldn't couldn't mustn't needn't ain't you've you'll you'd
  we're we've they've they'll they'd it'll
  pls plz thx thanx hey hiya okay lol btw tbh fyi asap tho idk imo ngl available availability guys folks y'all
  oops whoops ugh yikes haha hahaha welp dang argh hmm hmmm
  overview tips details info information describe breakdown rundown outline summarise summarize tldr basically
  something anything thing things stuff really also just like know much many friendly whether either
  officially truly definitely seriously literally certainly surely typical typically usually normally generally
  neither although though unless whereas might must shall than them they these those been being were yet because
  whose whom itself yourself ourselves until till upon onto unto whereby wherever whenever whatever whoever
  however she her his him herself himself myself themselves`
    .split(/\s+/)
    // Visitors drop the apostrophe ("doesnt", "cant"); "we'll" and "i'll" without it are other words.
    .flatMap((word) => [word, word.replace(/'/g, '')])
    .filter((word) => !['well', 'ill', 'wed'].includes(word)),
)

/**
 * Words that stress a question and ask nothing ("does the agent actually increase sales", "what exactly do I get").
 * The rephrasing drops them, but for those the FAQ's titles say (`titleStress`: "Is it really a one-time payment?");
 * the search meets phrases without any of them ("what does the agent actually do"), typed or respelt.
 */
export const stressWords = [
  'actually',
  'honestly',
  'basically',
  'seriously',
  'genuinely',
  'frankly',
  'truly',
  'tbh',
  'realistically',
  'realisticly',
  'ideally',
  'literally',
  'exactly',
  'really',
  'precisely',
]
export const titleStress = new Set(['exactly', 'really', 'precisely'])

/**
 * Stop words of four letters or more with a letter after the first left out ("wich", "ther", "wat"): typed in a
 * hurry. Without the first letter they are mostly words of their own ("here", "hose", "rent").
 */
const clippedStopWords = new Set(
  [...stopWords]
    .filter((word) => word.length >= 4 && !word.includes("'"))
    .flatMap((word) => Array.from(word.slice(1), (_, index) => word.slice(0, index + 1) + word.slice(index + 2))),
)

/**
 * A stop word mistyped: two neighbouring letters swapped ("teh", "cna", "waht") or one left out ("wich"). A wrong
 * letter is not counted ("war", "bot" and "usd" are words of their own); the search also keeps every word the site
 * says, has a synonym for, or counts as everyday ("cat", "cold": one letter short of "cant", "could").
 */
export function isStopWordTypo(word: string): boolean {
  const lower = word.toLowerCase()
  if (lower.length < 3 || stopWords.has(lower)) return false
  if (clippedStopWords.has(lower)) return true
  for (let index = 0; index + 1 < lower.length; index++) {
    const swapped = lower.slice(0, index) + lower[index + 1] + lower[index] + lower.slice(index + 2)
    if (swapped !== lower && stopWords.has(swapped)) return true
  }
  return false
}

/**
 * Words Porter cuts to another word's stem: "production" to "product" ("how do I make a production build" found
 * "Selling … a product"), "customers" to "custom", a prefix of "customisation", "provider" (the AI provider) to
 * "provid", which frames a question ("do you provide…") and weighs little (see common-words.ts).
 */
const ownStems = new Map([
  ['production', 'production'],
  ['productions', 'production'],
  ['customer', 'customer'],
  ['customers', 'customer'],
  ['provider', 'provider'],
  ['providers', 'provider'],
  // "are you responsible if it goes wrong" is the liability clause, not responsive design.
  ['responsible', 'responsible'],
  ['responsibility', 'responsible'],
  // "ads" is advertising ("can I run ads on it"), not "adding" a page, which Porter also cuts to "ad".
  ['ads', 'ads'],
  // "animal" is no "animation" (the motion settings), so "what's your favourite animal" is an off-topic noun; and
  // turning something off ("disable the popups") is no disability, which "disabled" may still be.
  ['animal', 'animal'],
  ['animals', 'animal'],
  ['disable', 'disable'],
  ['disables', 'disable'],
  ['disabling', 'disable'],
])

/**
 * Two-letter words that name a thing, kept where other words that short are dropped: "AI" is most of what "is the ai
 * thing in pro?" says. "ui", "ux", "js" and "ie" were tried too (stop 35) and lost as many tune answers as they gained.
 */
const abbreviations = new Set(['ai'])

/** A short code of letters and digits ("s3", "v2"): a name, kept though it has two characters. */
export const isCode = (word: string) => word.length <= 2 && /\p{L}\d|\d\p{L}/u.test(word)

/**
 * Normalises one word for indexing and querying alike: lower case, no possessive or edge punctuation, then
 * Porter-stemmed so that refund, refunds and refunded meet. Words of 2 letters or fewer are dropped, as the spec
 * says, except numbers (prices and versions: a dollar amount, a plan's price, a React version are what visitors search
 * for) and the abbreviations above.
 */
export function normaliseTerm(term: string): string | null {
  const lower = plainTerm(term)
  if (/^\d+(\.\d+)?$/.test(lower)) return lower.length >= 2 ? lower : null
  if ((lower.length <= 2 && !abbreviations.has(lower) && !isCode(lower)) || stopWords.has(lower)) return null
  const stem = ownStems.get(lower) ?? stemmer(lower)
  return stopWords.has(stem) ? null : stem
}

/**
 * Hyphenated nouns whose first part is a verb visitors use in its own sense: "add-on" is one word ("addon"), or "how
 * do I add a new page" and "how do I add my key" found the AI agent add-on rather than the components or the key.
 */
const joinedCompounds = /\b(add)-(ons?)\b/gi

/**
 * Splits on spaces and punctuation, so "client-work", "licence," "24/7" and "support@launchkit.dev" give their words.
 * A number stays whole, with its thousands separator or decimal point ("2,500" is 2500, "3.5" is 3.5), so a lone
 * "25" never finds a larger number that merely starts with it.
 */
export const tokenize = (text: string) =>
  text
    .replace(joinedCompounds, '$1$2')
    .split(/[\s\-–—/;:!?()[\]*"“”|·→@]+|(?<!\d)[.,]+|[.,]+(?!\d)/)
    .map((word) => word.replace(/(?<=\d),(?=\d)/g, ''))

/** The searchable text of a passage: its text and list lines as read, without link targets (URLs are not words). */
export const passageBody = (passage: Passage) =>
  [passage.text, ...passage.items].join('\n').replace(/\]\((?!mailto:)[^)]*\)/g, ']')

/**
 * Options shared by the build (which indexes the passages) and the browser (which loads the index).
 * MiniSearch needs exactly the same options on both sides, so they live only here.
 */
export const indexOptions: Options<Passage> = {
  idField: 'id',
  fields: ['title', 'keywords', 'asked', 'body'],
  storeFields: [],
  extractField: (passage, field) =>
    field === 'body'
      ? passageBody(passage)
      : field === 'asked'
        ? (passage.asked ?? []).join('\n')
        : String(passage[field as keyof Passage] ?? ''),
  tokenize,
  processTerm: normaliseTerm,
}

/**
 * Prefix matching lets "custom" find "customisation"; only for words of 4+ letters, since 3-letter prefixes ("pro",
 * "com") match too much. Numbers never: "12" must not find "127".
 */
export const prefixMatches = (term: string) => term.length >= 4 && !/^\d+$/.test(term)

/**
 * No typos in words under 5 letters (too many near neighbours), one in 5-letter words, two from 6 letters on:
 * swapped letters ("refnud", "licnse") count as two edits. Numbers are exact.
 */
export const fuzzyEdits = (term: string) =>
  /^\d+$/.test(term) ? false : term.length >= 6 ? 2 : term.length === 5 ? 1 : false

/** How queries are matched and ranked (BM25, MiniSearch's default scoring, with these settings). */
export const querySearchOptions: SearchOptions = {
  // The title names the topic and the keywords place it (page, section, tags), so both outweigh the body; so do
  // the questions visitors asked that it answers.
  boost: { title: 2, keywords: 1, asked: 1, body: 1 },
  prefix: prefixMatches,
  fuzzy: fuzzyEdits,
  // Any matching word counts; BM25 ranks passages matching more and rarer words higher.
  combineWith: 'OR',
  // Exact matches score fully, prefix and fuzzy matches count for less so they rarely outrank them.
  weights: { prefix: 0.5, fuzzy: 0.4 },
}

/** A word in lower case, without a possessive or punctuation at its edges. */
export const plainTerm = (term: string) =>
  term
    .toLowerCase()
    .replace(/’/g, "'")
    .replace(/'s$/, '')
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')

/** A word as written, less only its plural or possessive ending: "developers" is "developer", not "develop". */
export function lightForm(term: string): string {
  const lower = plainTerm(term)
  if (lower.length > 4 && lower.endsWith('ies')) return `${lower.slice(0, -3)}y`
  if (lower.length > 3 && lower.endsWith('s') && !lower.endsWith('ss')) return lower.slice(0, -1)
  return lower
}
