import type { ChatSettings } from '../../schema/chat.ts'
import { rephrased } from './rephrase.ts'
import { lineHeads, linkTo, type Passage } from './passage.ts'
import { numbersInDigits, units } from './number-words.ts'
import { quickQuestionsFor } from './quick-questions.ts'
import { passageBody } from './search-options.ts'
import { factPatterns, type FactKind } from './rank.ts'
import { stemmer } from 'stemmer'
import {
  plainWords,
  queryWords,
  sentencesOf,
  synonymTable,
  type Search,
  type SearchOutcome,
  type SearchResult,
} from './search.ts'

/** A chat reply: the message, follow-up questions, "Did you mean" choices and links to pages. */
export interface ChatReply {
  /** The reply text (markdown). */
  message: string
  /** Follow-up questions to offer as buttons. */
  suggestions: string[]
  /** "Did you mean" choices: passage titles to offer as buttons in the message. */
  choices: string[]
  /** Pages to offer as links. */
  relatedLinks: { title: string; url: string }[]
  /** The ranked passages behind the reply; empty when it declines. */
  results: SearchResult[]
  /** 0 to 1: how sure the search is that the first passage answers. */
  confidence: number
  /** True when it did not answer from the site: off-topic, unsafe, not sure enough ("Did you mean"), or small talk. */
  declined: boolean
}

/**
 * Words a request may open with before saying what it asks ("please", "can you"): a refused opening counts after
 * them. English, not content, like the search's stop words. Not "can I": that asks about the product.
 */
const courtesies =
  /^ (?:(?:please|pls|plz|hey|hi|hello|ok|okay|now|just|can you|could you|would you|will you|can u|i want you to|i need you to) )*/

/**
 * A refused phrase as a pattern over plain words: a "#" word is any number, in digits or a word below ten, and an
 * article before another word may be left out, as a visitor writing in a second language does ("do i need to buy
 * domain from you", set 228, met no "buy a domain from you"). An article that ends a phrase stays, as does one before
 * the phrase's only other word: "good for a" without it is "good for" ("is it good for seo"), "the news" is "news".
 */
const articles = new Set(['a', 'an', 'the'])
function phrasePattern(phrase: string): string {
  const words = phrase.trim().split(/\s+/)
  const mayDrop = words.filter((word) => !articles.has(word)).length > 1
  return words
    .map((word, index) =>
      word === '#'
        ? `(?:\\d+|${units.join('|')}) `
        : mayDrop && articles.has(word) && index < words.length - 1
          ? `(?:${word} )?`
          : `${plainWords(word).trim()} `,
    )
    .join('')
    .trimEnd()
}

type RefuseRule = ChatSettings['refuse'][number]
const rulePatterns = new WeakMap<RefuseRule, { anywhere?: RegExp; opening?: RegExp; unless?: string[] }>()

/**
 * Every word of a text by its Porter stem, stop words too, between spaces: an `unless` word meets its other forms
 * ("plans", "licences", "installation") and only them. As a prefix it had met other words: "pro" met "project",
 * "ai" "airline", "it" "items", "host" "hostel", so "recommend a good airline" was searched, not refused.
 */
const stemsInOrder = (plain: string) => ` ${plain.trim().split(' ').map(stemmer).join(' ')} `

/** A rule's phrases as one pattern for anywhere in a question, its openings as one for its start; made once. */
function patternsOf(rule: RefuseRule) {
  let patterns = rulePatterns.get(rule)
  if (!patterns) {
    const either = (phrases: string[]) => phrases.map(phrasePattern).join('|')
    patterns = {
      anywhere: rule.phrases && new RegExp(` (?:${either(rule.phrases)}) `),
      opening: rule.openings && new RegExp(`^ (?:${either(rule.openings)}) `),
      unless: rule.unless?.map((phrase) => stemsInOrder(plainWords(phrase))),
    }
    rulePatterns.set(rule, patterns)
  }
  return patterns
}

/**
 * "Who's", "what's", "where's" as plain words ("whos"), written out, so a rule writes a phrase once, as "who is
 * behind launchkit", and meets "Who's behind LaunchKit?" (which had the feature list) and "whats new in" too. Not
 * "it's": "its" is also the possessive.
 */
const contractions = / (who|what|where|when|why|how|there|that)s(?= )/g

/** The reply to a question that asks for something the assistant turns down (chat.yaml `refuse`), if any. */
function refusalFor(chat: Pick<ChatSettings, 'refuse'>, question: string): string | undefined {
  const plain = plainWords(numbersInDigits(question))
  const readings = [plain, plain.replace(contractions, ' $1 is')]
  const stems = stemsInOrder(plain)
  return chat.refuse.find((rule) => {
    const { anywhere, opening, unless } = patternsOf(rule)
    const met = readings.some((text) => anywhere?.test(text) || opening?.test(text.replace(courtesies, ' ')))
    return met && !unless?.some((phrase) => stems.includes(phrase))
  })?.reply
}

/** A letter of a phrase, as it may be typed with an accent ("olá", "buenos días"): phrases are written without. */
const accented: Record<string, string> = { a: 'aáàâäã', e: 'eéèêë', i: 'iíìîï', o: 'oóòôöõ', u: 'uúùûü', n: 'nñ' }
const greetingPatterns = new WeakMap<ChatSettings['smallTalk'], RegExp | undefined>()

/**
 * The question without a greeting before it (chat.yaml's small-talk phrases marked `greeting`): "hola, i have a
 * restaurant, is this template good for me" is read from "i have". A message that is only a greeting is small talk.
 */
export function withoutGreeting(chat: Pick<ChatSettings, 'smallTalk'>, question: string): string {
  if (!greetingPatterns.has(chat.smallTalk)) {
    const phrases = chat.smallTalk.rules.filter((rule) => rule.greeting).flatMap((rule) => rule.phrases)
    const written = phrases
      .sort((a, b) => b.length - a.length)
      .map((phrase) => [...phrase].map((letter) => (accented[letter] ? `[${accented[letter]}]` : letter)).join(''))
    greetingPatterns.set(
      chat.smallTalk,
      written.length
        ? new RegExp(`^\\s*(?:${written.join('|')})(?![\\p{L}\\p{N}])[\\s,!.]*(?=[\\p{L}\\p{N}])`, 'iu')
        : undefined,
    )
  }
  const pattern = greetingPatterns.get(chat.smallTalk)
  return pattern ? question.replace(pattern, '') : question
}

/** The reply to a message that is only a greeting, thanks or goodbye (chat.yaml's `smallTalk`), if it is one. */
export function smallTalkFor(chat: Pick<ChatSettings, 'smallTalk'>, question: string): string | undefined {
  const { fillers, rules } = chat.smallTalk
  const plain = plainWords(question)
  if (!plain.trim()) return chat.smallTalk.wordless
  // Phrases are lower-case words (the schema checks), so as plain words they are safe in a pattern.
  const words = [...rules.flatMap((rule) => rule.phrases), ...fillers].map((phrase) => plainWords(phrase).trim())
  const longestFirst = words.sort((a, b) => b.length - a.length).join('|')
  if (plain.replace(new RegExp(`(?<= )(?:${longestFirst})(?= )`, 'g'), '').trim()) return undefined
  return rules.find((rule) => rule.phrases.some((phrase) => plain.includes(plainWords(phrase))))?.reply
}

/**
 * What the visitor's last question asked, read with the questions before it as far as each followed up the one
 * before ("What is the agent?", "how much is it?", "and is it a subscription?" are all about the agent). The last
 * three count.
 */
function contextOf(earlier: string[], search: Search, { chat, thresholds }: AnswerContext): string | undefined {
  let about: string | undefined
  for (const question of earlier.slice(-3).map((asked) => withoutGreeting(chat, asked))) {
    const read = about ? searchUnlessRefused(question, search, chat, 1, about) : undefined
    about = read?.followed && read.confidence >= thresholds.answer ? `${about}\n${question}` : question
  }
  return about
}

/**
 * A question that points at what the message told ("Is that possible?", "Do you offer this?"), at the place it named
 * ("I'm using Netlify already. How do I put the site there?", not "Is there a discount?"), at the people it named
 * ("My team has 8 developers. Which plan covers all of us?"), or that asks what to do about it ("I changed a colour
 * token and nothing happened. What am I missing?", set 229: alone, "missing" had the agent's "never miss").
 */
const pointsBack =
  /\b(?:that|this|these|those|(?:all|each|both|every one) of (?:us|them))\b|\bthere(?: too| as well)?\W*$|\bwhat (?:am i|are we) (?:missing|doing wrong)\b|\bwhat (?:now|next)\b|\bwhat (?:should|do|can|must) (?:i|we) do\b|\b(?:is|was) (?:something|anything) (?:wrong|broken)\b|\bwhat went wrong\b/i

/**
 * A question that does something to "it" ("Can I swap it?", "How do I get it again?", "to run it") may mean what the
 * message told ("I bought the wrong plan by mistake"); "does it" and "is it" are the product ("Does it work on
 * Safari?").
 */
const actsOnIt = /\b(?!(?:does|do|did|is|was|will|would|can|could|should|has|have|might|may|must)\b)[a-z']+ it\b/i

/** What a question says is done, after "after" or "once": "what do I run after unzipping". */
const doneStep = /\b(?:after|once)\b(.+)$/i

/**
 * A question about what follows a step of a guide ("what do I run after unzipping", "first command once it is
 * installed") asks for the next step: the words after "after" find the step done, and when the question is answered
 * on that guide's page, the next step answers, with the one done as its runner-up. Undefined when the question says
 * nothing done, or what it says is done is no step with one after it.
 */
function stepAfter(
  question: string,
  results: SearchResult[],
  search: Search,
  limit: number,
  passages: Map<string, Passage>,
): SearchResult[] | undefined {
  const said = doneStep.exec(question)?.[1]
  const top = results[0] && passages.get(results[0].id)
  if (!said || !top) return undefined
  const done = passages.get(search(said, limit).results[0]?.id ?? '')
  const guide = done?.parent === undefined ? undefined : passages.get(done.parent)
  if (!done || !guide?.ordered || top.url.split('#')[0] !== guide.url.split('#')[0]) return undefined
  const steps = [...passages.values()].filter((passage) => passage.parent === guide.id)
  const next = steps[steps.indexOf(done) + 1]
  if (!next) return undefined
  const score = (id: string) => results.find((result) => result.id === id)?.score ?? 0
  return [
    { id: next.id, score: Math.max(results[0]!.score, score(next.id)) },
    { id: done.id, score: score(done.id) },
    ...results.filter((result) => result.id !== next.id && result.id !== done.id),
  ].slice(0, Math.max(limit, 2))
}

/**
 * What the search finds for a question, or nothing (off-topic) when chat.yaml refuses it before any search: as read
 * (typos put right) or as the visitor wrote it, since a real word the search does not know can be read as a site
 * word ("go viral" as "go vital").
 */
export function searchUnlessRefused(
  question: string,
  search: Search,
  chat: Pick<ChatSettings, 'refuse'>,
  limit: number,
  after?: string,
  written = question,
): SearchOutcome & { refusal?: string } {
  const refusal = refusalFor(chat, question) ?? (written === question ? undefined : refusalFor(chat, written))
  return refusal ? { results: [], confidence: 0, offTopic: true, refusal } : search(question, limit, after)
}

/** The confidence levels chosen by calibration (scripts/knowledge/calibrate.ts) on the evaluation set. */
export interface Thresholds {
  /** At or above: answer with the best passage. */
  answer: number
  /** At or above (and below `answer`): offer the closest passages as "Did you mean". Below: decline. */
  suggest: number
}

/** What an answer needs from content. */
export interface AnswerContext {
  chat: Pick<ChatSettings, 'search' | 'messages' | 'quickQuestions' | 'navigation' | 'handoff' | 'refuse' | 'smallTalk'>
  passages: Map<string, Passage>
  thresholds: Thresholds
  /** Page titles by route, for links the chat has no name for. */
  pageTitles: Record<string, string>
  /** chat.yaml's synonyms, by which a list line answers a visitor's word it does not say (see askedWords). */
  synonyms?: Record<string, string[]>
}

/** The name of a page for a link: the chat's navigation name, else the page title. */
function pageName(context: AnswerContext, url: string): string {
  const route = url.split('#')[0] || '/'
  return context.chat.navigation[route] ?? context.pageTitles[route] ?? route
}

/**
 * Links to the given passages, without duplicates: a deep link is named by its passage, a page by its name. Two links
 * of the same name read as one to a visitor and a screen reader ("AI Agent" for the agent's page and its first
 * section), so the better ranked one stays.
 */
export function linksFor(context: AnswerContext, ids: string[]): ChatReply['relatedLinks'] {
  const seen = new Set<string>()
  const links: ChatReply['relatedLinks'] = []
  for (const id of ids) {
    const passage = context.passages.get(id)
    if (!passage || seen.has(passage.url)) continue
    seen.add(passage.url)
    const title = passage.url.includes('#') ? passage.title : pageName(context, passage.url)
    if (links.some((link) => link.title === title)) continue
    links.push({ title, url: passage.url })
  }
  return links.slice(0, context.chat.search.relatedLinks)
}

/** Words in a markdown text as a reader sees them (link targets and markup do not count). */
export function wordCount(markdown: string): number {
  return markdown
    .replace(/\]\([^)]*\)/g, ']')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}

/** The longest run of whole sentences of `text` within `budget` words (at least the first sentence). */
function sentencesWithin(text: string, budget: number): string {
  // A sentence ends at . ! or ? before a space or the end, so "launchkit.dev" and "Node.js" stay whole.
  const sentences = text.match(/(?:[^.!?]|[.!?](?!\s|$))+(?:[.!?]+|$)\s*/g) ?? [text]
  let kept = ''
  for (const sentence of sentences) {
    if (kept && wordCount(kept + sentence) > budget) break
    kept += sentence
  }
  return kept.trim()
}

/** The words of a question, each with how much it says that a list line is about the question (see askedWords). */
export type AskedWords = ReadonlyMap<string, number>

/**
 * How much each word says that a list line is about the question: its own words 1, the site's synonyms for them
 * ("branding" → white-label, attribution) half, so a line with the visitor's own word comes first.
 */
export function askedWords(question: string, synonyms: Record<string, string[]> = {}): AskedWords {
  const plain = plainWords(question)
  const own = queryWords(question)
  const words = new Map(own.map((word) => [word, 1]))
  const table = synonymTable(synonyms)
  const meant = [
    ...own.flatMap((word) => table.words.get(word) ?? []),
    ...table.phrases.filter(({ phrase }) => plain.includes(phrase)).flatMap(({ terms }) => terms),
  ]
  for (const term of meant) if (!words.has(term)) words.set(term, 0.5)
  return words
}

/**
 * What stating the kind of fact asked for ("email for privacy questions": an address) is worth to a list line, in
 * question words: more than one, so the line with the address comes before the one that only says "email".
 */
const factLine = 1.5

/**
 * The kinds of fact a line is chosen by: an address or a command is what was asked wherever it stands, while a
 * number or a length of time is on most lines ("14 page templates", "30-day") and a question that names one ("a
 * refund after two weeks") may ask something else of it.
 */
const lineFacts: ReadonlySet<FactKind> = new Set(['email', 'command'])

/** The fewest words worth showing of a list line cut short. */
const cutLineWords = 8

/** A markdown line's units that must stay whole: a bold run, a link (each with what sticks to it) or a word. */
const lineUnits = /\*\*[^*]+\*\*\S*|\[[^\]]*\]\([^)]*\)\S*|\S+/g

/** The most units a label runs to: a name and a role ("**Marcus Johnson**, Lead Developer at … (5/5):"). */
const labelUnits = 12

/**
 * How many units a line's label has: from its opening bold run or link to the first ":" near it ("**Marcus
 * Johnson**, Lead Developer at Northwind Studio (5/5):"), else that run or link alone; none when it opens with text.
 */
function labelLength(units: readonly string[]): number {
  if (units.length < 2 || !/^(?:\*\*|\[)/.test(units[0]!)) return 0
  const colon = units.slice(0, labelUnits).findIndex((unit) => unit.endsWith(':'))
  return colon >= 0 ? colon + 1 : 1
}

/** The first units of a line within `budget` words, and "…" when it goes on. */
function firstWords(units: readonly string[], budget: number): string {
  let kept = ''
  for (const unit of units) {
    if (kept && wordCount(`${kept} ${unit}`) > budget) return `${kept.replace(/[,;:]$/, '')} …`
    kept = kept ? `${kept} ${unit}` : unit
  }
  return kept
}

/**
 * The first `budget` words of a markdown line, and "…" when it goes on; a bold run or a link is never split. Given
 * the question's words, a line whose first words have none of them while a later clause does keeps its label (see
 * labelLength) and that clause: "[See it in action](…): … no API key, no server." answers "does the agent need a
 * server", where the line's first words ("This is the assistant from the corner of this page …") did not.
 */
export function wordsWithin(line: string, budget: number, asked?: AskedWords): string {
  const units = line.match(lineUnits) ?? []
  const head = firstWords(units, budget)
  if (!asked || asked.size === 0 || head === line) return head
  const label = labelLength(units)
  const about = units.findIndex((unit, index) => index >= label && queryWords(unit).some((word) => asked.has(word)))
  if (about < 0 || wordCount(units.slice(0, about + 1).join(' ')) <= budget) return head
  // Back to where the clause starts: after a sentence's or a clause's end, or a dash.
  let start = about
  while (start > label && !/[.;:!?]$|^[—–]$/.test(units[start - 1]!)) start--
  const labelWords = wordCount(units.slice(0, label).join(' '))
  if (start === label || wordCount(units.slice(start, about + 1).join(' ')) > budget - labelWords) return head
  return [...units.slice(0, label), '…', firstWords(units.slice(start), budget - labelWords)].join(' ')
}

/**
 * What a passage says in at most about `maxWords` words (its title not counted): its text, as many of its list
 * lines as fit and "…and N more" for the rest. Given the question (its words, or askedWords with their synonyms),
 * an unordered list keeps first the lines that share most of them ("what rights do I have" keeps "Your rights" of
 * the privacy policy; "remove your branding" the white-label rights), shown in the page's order,
 * and such a line too long to fit whole is cut to the words left ("What is not allowed: Reselling or …"); steps
 * always keep theirs. `brief`, for a passage shown beside another: list lines only as far as they fit (one at
 * least, when there is no text), no "…and N more", and a first sentence longer than the budget cut to it ("There
 * is no free trial, but …"). `favoured`: the line to show in full when no line shares more of the question than the
 * others (see favouredLine).
 */
export function passageSummary(
  passage: Passage,
  chat: Pick<ChatSettings, 'search' | 'messages'>,
  budget = chat.search.maxWords,
  question: string | AskedWords = '',
  { brief = false, favoured, facts }: { brief?: boolean; favoured?: number; facts?: ReadonlySet<FactKind> } = {},
): string {
  const sentences = sentencesWithin(passage.text, budget)
  const text =
    brief && wordCount(sentences) > budget ? wordsWithin(sentences, Math.max(cutLineWords, budget)) : sentences
  let used = wordCount(text)
  const order = passage.items.map((_, index) => index)
  // How many of the question's words each line has (an ordered list is shown as it is).
  const asked: AskedWords = passage.ordered ? new Map() : typeof question === 'string' ? askedWords(question) : question
  // The kinds of fact asked for that choose a line; a line states one when the clause it starts does ("Your
  // rights: … Write to privacy@…").
  const wanted = passage.ordered ? [] : [...(facts ?? [])].filter((kind) => lineFacts.has(kind))
  const states = (item: string, index: number) =>
    wanted.some((kind) => factPatterns[kind].test(passage.details?.[index]?.line ?? item))
  const shared = passage.items.map(
    (item, index) =>
      queryWords(item).reduce((sum, word) => sum + (asked.get(word) ?? 0), 0) + (states(item, index) ? factLine : 0),
  )
  if (asked.size > 0) order.sort((a, b) => shared[b]! - shared[a]! || a - b)
  const kept = new Set<number>()
  const lines = [...passage.items]
  // The line most about the question, when one is, says all its passage says, not only its first sentence, and so
  // does the favoured line when none is.
  const [top, next] = order
  const clear = top !== undefined && shared[top]! > 0 && (next === undefined || shared[top]! > shared[next]!)
  const whole = clear ? top : favoured
  const detail = whole === undefined ? undefined : passage.details?.[whole]
  if (whole !== undefined && detail) {
    // Whole as far as the budget goes: a list's every line ("The complete checklist") can be longer than the reply.
    lines[whole] = wordsWithin(detail.line, Math.max(cutLineWords, budget - used), asked)
    order.splice(order.indexOf(whole), 1)
    order.unshift(whole)
  }
  for (const index of order) {
    const words = wordCount(lines[index]!)
    if ((kept.size > 0 || (brief && text)) && used + words > budget) {
      // A line about what was asked that does not fit whole is cut to the words left, if enough are left.
      const left = budget - used
      if (shared[index]! > 0 && left >= cutLineWords) {
        lines[index] = wordsWithin(lines[index]!, left, asked)
        kept.add(index)
        used += left
        continue
      }
      // A list in the page's order stops at the first line that does not fit, so what shows is a prefix of it.
      if (asked.size > 0) continue
      break
    }
    kept.add(index)
    used += words
  }
  const items = lines.filter((_, index) => kept.has(index))
  const hidden = passage.items.length - items.length
  const marker = (index: number) => (passage.ordered ? `${index + 1}.` : '-')
  const list = items.map((item, index) => `${marker(index)} ${item}`)
  if (hidden > 0 && !brief)
    list.push(`${marker(items.length)} ${chat.messages.moreItems.replace('{count}', String(hidden))}`)
  return [text, list.join('\n')].filter(Boolean).join('\n\n')
}

/**
 * The most words of a list run on into one line of its overview: stats and short bullets read well so, one after
 * another with semicolons; steps and long feature lists do not, and their passages answer for them.
 * On `tune`, 25 to 60 gave the same answers; no limit lost one and made "do you have a discord server" the setup
 * guide's (its five steps, run on, say "server").
 */
const listDetailWords = 40

/** List lines as one line: "a; b. c" (a line ending a sentence needs no semicolon). */
const runOn = (lines: string[]) =>
  lines.map((line, index) => (index < lines.length - 1 && !/[.!?]$/.test(line) ? `${line};` : line)).join(' ')

/**
 * The passages with `details`: for each list line that starts another passage's line (its title, then the first of
 * its sentences), that passage and its whole line; for a line that links to a list ("[The value you get](…)", a
 * heading over stats), that list and its lines run on, so the line most about the question shows what it links to.
 */
export function withDetails(passages: Passage[]): Passage[] {
  const children = new Map<string, Passage[]>()
  for (const passage of passages) {
    if (!passage.parent) continue
    if (children.has(passage.parent)) children.get(passage.parent)!.push(passage)
    else children.set(passage.parent, [passage])
  }
  const linked = new Map(passages.map((passage) => [linkTo(passage), passage]))
  return passages.map((passage) => {
    const parts = children.get(passage.id) ?? []
    const details = passage.items.map((line) => {
      for (const part of parts) {
        const head = lineHeads(part).find((start) => line.startsWith(start))
        const shown = head && line.slice(head.length)
        if (shown && part.text.length > shown.length && part.text.startsWith(shown))
          return { id: part.id, line: `${head}${part.text}` }
      }
      // A link to a short list ("[Requirements](…): System requirements, Browser support") shows what it says.
      const link = /^\[[^\]]*\]\([^)]*\)/.exec(line)?.[0]
      const list = link === undefined ? undefined : linked.get(link)
      const lines = list && list !== passage && !list.text && !list.ordered ? runOn(list.items) : ''
      if (lines && wordCount(lines) <= listDetailWords) return { id: list!.id, line: `${link}: ${lines}` }
      return undefined
    })
    return details.some(Boolean) ? { ...passage, details } : passage
  })
}

/**
 * A passage as a reply to `question`: its title (except for knowledge entries, which are written as answers), what
 * it says in at most about `maxWords` words in all, and a "Read more" link to its place on the site.
 */
export function passageReply(
  passage: Passage,
  chat: Pick<ChatSettings, 'search' | 'messages'>,
  question: string | AskedWords = '',
  favoured?: number,
  facts?: ReadonlySet<FactKind>,
): string {
  const title = passage.kind === 'entry' ? '' : `**${passage.title}**`
  const summary = passageSummary(passage, chat, chat.search.maxWords - wordCount(title), question, {
    favoured,
    facts,
  })
  return [title, summary, `[${chat.messages.readMore}](${passage.url})`].filter(Boolean).join('\n\n')
}

/**
 * A runner-up whose words are at least this share the answer's words only says it again ("What is your refund
 * policy?" under the refund policy). On `tune`, 0.6 to 0.9 gave 84.5 to 85.0 % answers; 0.7 loses none.
 */
const repeatShare = 0.7

const passageWords = new WeakMap<Passage, string[]>()

/** A passage's searched words (text and list lines), worked out once: every answer compares its runner-ups'. */
function wordsOf(passage: Passage): string[] {
  if (!passageWords.has(passage)) passageWords.set(passage, queryWords(passageBody(passage)))
  return passageWords.get(passage)!
}

/**
 * The next-best passage that says something the best one does not: not its page or list, nor a line of it, nor on
 * the same place of the site, nor mostly the same words.
 */
export function runnerUp(best: Passage, results: SearchResult[], passages: Map<string, Passage>): Passage | undefined {
  const related = (passage: Passage) =>
    passage.parent === best.id || best.parent === passage.id || passage.url === best.url
  const said = new Set(wordsOf(best))
  const repeats = (passage: Passage) => {
    const words = wordsOf(passage)
    return words.length > 0 && words.filter((word) => said.has(word)).length >= repeatShare * words.length
  }
  return results
    .slice(1)
    .map((result) => passages.get(result.id))
    .find((passage) => passage !== undefined && !related(passage) && !repeats(passage))
}

/**
 * The runner-up under the answer, in at most `search.alsoWords` words and the `spare` ones the answer left unused,
 * its title linking to its place. The ranking puts the right passage second about one time in ten, so a near miss
 * still shows the fact; a one-sentence answer leaves room for the runner-up to reach it (tune +8 answers: "how fast
 * are refunds paid out" under the template's speed shows the refund processing time, which 30 words cut off).
 */
function alsoReply(
  passage: Passage,
  chat: Pick<ChatSettings, 'search' | 'messages'>,
  question: AskedWords,
  spare: number,
  facts?: ReadonlySet<FactKind>,
): string {
  const title = passage.title.replace(/[[\]]/g, '\\$&')
  const budget = chat.search.alsoWords + spare - wordCount(`${chat.messages.also} ${title}`)
  const summary = passageSummary(passage, chat, budget, question, { brief: true, facts })
  // A list with no text before it starts on its own line: after the colon its first line would lose its bullet.
  const gap = /^(-|\d+\.) /.test(summary) ? '\n\n' : ' '
  return `${chat.messages.also} [${title}](${passage.url}):${gap}${summary}`
}

/**
 * The line of an overview whose own passage, or a part of it, the search ranks highest after it, if one does: when
 * no line shares more of the question than the others, that clause is the one to show in full ("how do I clear my
 * data from the browser" under the privacy policy; "what browsers do I need" under the setup guide, whose
 * Requirements line holds the browser support the search ranked third). The runner-up is never a line of the
 * answer, so this is where it shows.
 */
export function favouredLine(
  best: Passage,
  results: SearchResult[],
  passages: ReadonlyMap<string, Passage>,
): number | undefined {
  if (!best.details) return undefined
  for (const result of results.slice(1)) {
    const parent = passages.get(result.id)?.parent
    const index = best.details.findIndex((detail) => detail && (detail.id === result.id || detail.id === parent))
    if (index >= 0) return index
  }
  return undefined
}

/** A mailto link to support with the visitor's question in the body, so a person can take over. */
export function handoffLink(chat: Pick<ChatSettings, 'handoff'>, question: string): string {
  // Parentheses would end the markdown link, so they are escaped too.
  const encode = (text: string) => encodeURIComponent(text).replace(/\(/g, '%28').replace(/\)/g, '%29')
  return `mailto:${chat.handoff.email}?subject=${encode(chat.handoff.subject)}&body=${encode(question.slice(0, 500))}`
}

/**
 * The offline answer. Confident: the best passage as a short reply with its deep link, follow-ups from its topic
 * and links to the passages found. Near an answer: "Did you mean" with the closest passage titles. Off-topic,
 * unsafe or unknown: an honest short reply, the most useful pages and a way to ask a person.
 */
export function answer(
  question: string,
  route: string,
  search: Search,
  context: AnswerContext,
  earlier: string[] = [],
): ChatReply {
  const { chat, thresholds } = context
  // Read with its typos put right, as the search reads it, by the rules and by the reply's choice of lines; the
  // visitor's own words go to the person it offers.
  const respelt = search.respell?.(question) ?? question
  const chatter = smallTalkFor(chat, respelt)
  if (chatter) {
    const suggestions = quickQuestionsFor(chat, route)
    return { message: chatter, suggestions, choices: [], relatedLinks: [], results: [], confidence: 0, declined: true }
  }
  const read = withoutGreeting(chat, respelt)
  const after = contextOf(earlier, search, context)
  const { limit } = chat.search
  // A message that tells something besides what it asks ("We are a small startup. Does it work on Safari?") is
  // answered by what it asks, read with what it tells as a question before it, when that is confident: the story
  // around a question named the site's words and drew the answer to them. Otherwise it is read whole ("My site is
  // on Vercel. Will it work there?").
  const { asking, telling } = sentencesOf(read)
  const find = (after?: string) => {
    const whole = searchUnlessRefused(read, search, chat, limit, after, question)
    if (!telling || pointsBack.test(asking)) return whole
    const asked = searchUnlessRefused(asking, search, chat, limit, telling)
    // Done to "it", it is read whole when that is confident too: "Can I swap it?" alone had the tech stack.
    if (actsOnIt.test(asking) && whole.confidence >= thresholds.answer) return whole
    if (asked.confidence >= thresholds.answer) return asked
    // Read whole, it must answer with a passage the question found too: the story may choose among what is asked
    // about, not answer a question of its own ("I build sites for small businesses. What is love?").
    const best = whole.results[0]?.id
    return best && asked.results.some((result) => result.id === best) ? whole : asked
  }
  const alone = find()
  // A follow-up read with the question before it ("how much is it?" after "what is the agent?") is answered so when
  // that is a confident answer; otherwise it stands alone ("how much?" after an off-topic question).
  const followed = after ? find(after) : alone
  const chosen = followed.confidence >= thresholds.answer ? followed : alone
  const { confidence, offTopic, refusal, facts } = chosen
  const results = stepAfter(read, chosen.results, search, limit, context.passages) ?? chosen.results
  const best = results[0] && context.passages.get(results[0].id)
  const asked = question.trim().toLowerCase()
  const fresh = (texts: string[]) =>
    texts.filter((text, index) => texts.indexOf(text) === index && text.toLowerCase() !== asked).slice(0, 3)
  const person = chat.messages.askAPerson.replace('{mailto}', handoffLink(chat, question))

  if (best && confidence >= thresholds.answer) {
    // The question's own words, and at half weight those of its rephrasing in the site's words (rephrase.ts): "what
    // can't i do" is read as "what is not allowed", so that clause's line shows.
    const said = new Map(askedWords(read, context.synonyms))
    for (const [word, weight] of askedWords(rephrased(read), context.synonyms))
      if (!said.has(word)) said.set(word, weight / 2)
    const next = chat.search.alsoWords > 0 ? runnerUp(best, results, context.passages) : undefined
    const budget = { ...chat.search, maxWords: chat.search.maxWords - (next ? chat.search.alsoWords : 0) }
    const favoured = favouredLine(best, results, context.passages)
    const reply = passageReply(best, { ...chat, search: budget }, said, favoured, facts)
    const spare = Math.max(0, budget.maxWords - wordCount(reply))
    return {
      message: [reply, next && alsoReply(next, chat, said, spare, facts)].filter(Boolean).join('\n\n'),
      suggestions: fresh([...best.followUps, ...quickQuestionsFor(chat, route)]),
      choices: [],
      relatedLinks: linksFor(
        context,
        results.map((result) => result.id),
      ),
      results,
      confidence,
      declined: false,
    }
  }
  // A question about a topic the site never covers ("recipe for a cake") has no near answer to offer.
  if (best && confidence >= thresholds.suggest && !offTopic) {
    const closest = results.flatMap((result) => context.passages.get(result.id) ?? [])
    return {
      message: [chat.messages.didYouMean, person].join('\n\n'),
      suggestions: [],
      choices: fresh(closest.map((passage) => passage.title)),
      relatedLinks: linksFor(
        context,
        closest.map((passage) => passage.id),
      ),
      results: [],
      confidence,
      declined: true,
    }
  }
  const pages = chat.handoff.pages.map((url) => ({ title: pageName(context, url), url }))
  return {
    message: [
      // Too little found is not the same as off-topic: "documentation topics" is the site's, in other words.
      refusal ?? (offTopic ? chat.messages.decline : chat.messages.unsure),
      pages.map((page) => `[${page.title}](${page.url})`).join(' · '),
      person,
    ].join('\n\n'),
    suggestions: quickQuestionsFor(chat, route),
    choices: [],
    relatedLinks: pages,
    results: [],
    confidence,
    declined: true,
  }
}
