/**
 * The passage index as a file (src/generated/knowledge.json), packed so that it stays within its 30 KB gzip budget
 * as the site grows: word lists front-coded (each word as the length it shares with the word before, 0–9, then the
 * rest: "0launch 6kit" is "launch launchkit"), a passage's link left out when it is its id, its lists when empty, and
 * a follow-up that is another passage's title written as that passage's position. gzip alone does less with sorted
 * words (a list of 1,395 stems: 4.1 KB as JSON, 3.0 KB front-coded) and with repeated titles (the follow-ups: 1.6 KB
 * gzip on their own as text, 0.7 KB as positions; the whole file 0.3 KB less).
 * Pure: the build writes it, the browser and the scripts read it.
 */
import type { KnowledgeData } from './assistant.ts'
import type { Passage } from './passage.ts'

/**
 * A passage as the file stores it: `url` only when it is not the id, `items` and `followUps` only when not empty, and
 * a follow-up that is a passage's title as that passage's position in the file.
 */
type PackedPassage = Omit<Passage, 'url' | 'items' | 'followUps'> &
  Partial<Pick<Passage, 'url' | 'items'>> & { followUps?: (string | number)[] }

/** The word lists of KnowledgeData. */
type WordList = 'common' | 'foreign' | 'topical'

/** The file's shape: KnowledgeData with packed passages and word lists. */
export type KnowledgeFile = Omit<KnowledgeData, 'passages' | WordList> & {
  passages: PackedPassage[]
} & Record<WordList, string>

/** Sorted words, each as the length it shares with the one before (one digit) and the rest, space-separated. */
export function packWords(words: readonly string[]): string {
  return [...words]
    .sort()
    .map((word, index, sorted) => {
      const before = sorted[index - 1] ?? ''
      let shared = 0
      while (shared < 9 && shared < word.length && word[shared] === before[shared]) shared++
      return `${shared}${word.slice(shared)}`
    })
    .join(' ')
}

/** The words of packWords' text. */
export function unpackWords(text: string): string[] {
  const words: string[] = []
  for (const entry of text.split(' ')) {
    if (!entry) continue
    words.push((words.at(-1) ?? '').slice(0, Number(entry[0])) + entry.slice(1))
  }
  return words
}

/** The index as the build writes it. */
export function packKnowledge(data: KnowledgeData): KnowledgeFile {
  const titled = new Map<string, number>()
  data.passages.forEach((passage, position) => {
    if (!titled.has(passage.title)) titled.set(passage.title, position)
  })
  return {
    ...data,
    passages: data.passages.map(({ url, items, followUps, ...passage }) => ({
      ...passage,
      ...(url === passage.id ? {} : { url }),
      ...(items.length > 0 ? { items } : {}),
      ...(followUps.length > 0 ? { followUps: followUps.map((text) => titled.get(text) ?? text) } : {}),
    })),
    common: packWords(data.common),
    foreign: packWords(data.foreign),
    topical: packWords(data.topical),
  }
}

/** The index as the file has it, ready for createAssistant. */
export function unpackKnowledge(file: KnowledgeFile): KnowledgeData {
  return {
    ...file,
    passages: file.passages.map((passage) => ({
      ...passage,
      url: passage.url ?? passage.id,
      items: passage.items ?? [],
      followUps: (passage.followUps ?? []).map((text) =>
        typeof text === 'number' ? file.passages[text]!.title : text,
      ),
    })),
    common: unpackWords(file.common),
    foreign: unpackWords(file.foreign),
    topical: unpackWords(file.topical),
  }
}

/** The index from the file's text. */
export const readKnowledge = (text: string): KnowledgeData => unpackKnowledge(JSON.parse(text) as KnowledgeFile)
