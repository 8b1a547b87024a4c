/**
 * The passage index as a file (src/generated/knowledge.json), packed so that it stays within its 30 KB gzip budget
 * as the site grows: the passages a column per field (see columns), word lists front-coded (each word as the
 * length it shares with the word before, 0–9, then the rest: "0launch 6kit" is "launch launchkit"), a passage's
 * link left out when it is its id, its lists when empty, its follow-ups when they are those its place gives it
 * (156 of 168 passages: 0.5 KB gzip), a follow-up that is another passage's title written as that passage's
 * position, and a list line that is another passage in a list's words ("**Title**: text",
 * "[Title](url): text" or "[Title](url)") written as a number for that passage and form. gzip alone does less with
 * sorted words (a list of 1,395 stems: 4.1 KB as JSON, 3.0 KB front-coded) and with repeated titles and texts (the
 * follow-ups: 1.6 KB gzip on their own as text, 0.7 KB as positions, the whole file 0.3 KB less; the list lines:
 * the whole file 0.7 KB less, 71 of 287 lines).
 * Pure: the build writes it, the browser and the scripts read it.
 */
import { slugify } from '../../schema/slug.ts'
import type { KnowledgeData } from './assistant.ts'
import { lineHeads, linkTo, listFollowUps, partFollowUps, type Passage } from './passage.ts'

/**
 * A passage as the file stores it: `id` and `parent` only when they are not where the passage stands (see
 * placeOf), `url` only when it is not the id, `items` and `followUps` only when not empty, a follow-up that is a
 * passage's title as that passage's position in the file, a list line that is a passage as a number (see
 * lineForms), and `keywords` only when they are not those its parent gives it (see placedKeywords). `details` is
 * worked out when the index is loaded, never stored.
 */
type PackedPassage = Omit<Passage, 'id' | 'url' | 'parent' | 'items' | 'followUps' | 'keywords' | 'details'> &
  Partial<Pick<Passage, 'id' | 'url' | 'keywords'>> & {
    parent?: string | typeof besideOverview
    items?: (string | number)[]
    followUps?: (string | number)[]
  }

/**
 * The follow-ups a passage's place gives it, as the extraction offers them (scripts/content/passages.ts): a page's
 * or section's first parts, a part's next siblings (listFollowUps, partFollowUps), a hand-written entry those of the
 * place it links to (whose own follow-ups are known by then: entries come last). The file stores only follow-ups
 * that differ from these (a page's quick questions).
 */
function placedFollowUps(passages: readonly Passage[], passage: Passage): string[] {
  if (passage.kind === 'entry')
    return passages.find((other) => other.kind !== 'entry' && other.url === passage.url)?.followUps ?? []
  const parts = (id: string) =>
    passages.filter((other) => other.parent === id && other.kind !== 'entry').map((other) => other.title)
  if (passage.kind === 'page' || passage.kind === 'section') return listFollowUps(parts(passage.id))
  const titles = passage.parent === undefined ? [] : parts(passage.parent)
  const at = titles.indexOf(passage.title)
  return at < 0 ? [] : partFollowUps(titles, at, passage.kind)
}

/**
 * The keywords a part's place gives it, as the extraction writes them (scripts/content/passages.ts): its parent's
 * keywords, then its parent's title ("Home · FAQ · faq · Frequently asked questions"). 49 of 168 passages have
 * these: the file is 0.1 KB gzip smaller without them. Only a parent stored before the part counts, so that
 * reading the file in order finds the parent's keywords already restored.
 */
function placedKeywords(passages: readonly Passage[], position: number): string | undefined {
  const parentId = passages[position]!.parent
  const parent = passages.slice(0, position).find((other) => other.id === parentId)
  return parent && `${parent.keywords} · ${parent.title}`
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index])

/** A stored parent that is the last page or section overview before the passage (see placeOf). */
const besideOverview = 0

/**
 * What a passage's place in the file says of it: the id it has when it is an anchor of the page before it, the
 * slug of its title ("/pricing#can-i-upgrade-my-plan-later"), and the last page or section overview before it,
 * which lists it when it is a card, clause, step or FAQ. 106 of 168 ids and 94 parents are these: the file is
 * 0.9 KB gzip smaller without them. `next` moves past a passage, as read back.
 */
function placeOf() {
  let route = ''
  let overview: string | undefined
  return {
    id: (title: string) => `${route}#${slugify(title)}`,
    overview: () => overview,
    next(passage: Pick<Passage, 'id' | 'kind'>) {
      if (passage.id.startsWith('/')) route = passage.id.split('#')[0]!
      if (passage.kind === 'page' || passage.kind === 'section') overview = passage.id
    },
  }
}

/**
 * The passages' fields, stored a column each in this order: like values side by side (every link, then every
 * title and text, then every list) gzip better than a passage per object: the file was 2.2 KB less, 0.1 KB of it
 * a build-time field (a FAQ's or plan's owner) that is no longer stored. A field a passage leaves out is null.
 */
const columns = Object.keys({
  id: true,
  url: true,
  parent: true,
  kind: true,
  category: true,
  ordered: true,
  title: true,
  text: true,
  items: true,
  followUps: true,
  keywords: true,
  asked: true,
  // Every field of PackedPassage, and no other: a field added to Passage and not here fails to type-check.
} satisfies Record<keyof PackedPassage, true>) as (keyof PackedPassage)[]

/** The passages as columns: each field's values, a passage's at its position; null where it has none. */
type PassageColumns = { [Field in keyof PackedPassage]-?: (PackedPassage[Field] | null)[] }

/** The passages, a column per field. */
function toColumns(passages: PackedPassage[]): PassageColumns {
  return Object.fromEntries(
    columns.map((field) => [field, passages.map((passage) => passage[field] ?? null)]),
  ) as PassageColumns
}

/** The passages of toColumns' columns, without the fields they leave out. */
function fromColumns(stored: PassageColumns): PackedPassage[] {
  return stored.id.map(
    (_, position) =>
      Object.fromEntries(
        columns.flatMap((field) => {
          const value = stored[field][position]
          return value === null || value === undefined ? [] : [[field, value]]
        }),
      ) as PackedPassage,
  )
}

/**
 * The ways a list writes another passage as one of its lines, in the order their numbers count: a list line that
 * is passage p written in form f is stored as p × 3 + f.
 */
const lineForms = [
  (passage: Passage) => `${lineHeads(passage)[0]}${passage.text}`,
  (passage: Passage) => `${lineHeads(passage)[1]}${passage.text}`,
  (passage: Passage) => linkTo(passage),
]

/** The word lists of KnowledgeData. */
type WordList = 'common' | 'foreign' | 'topical' | 'english'

/** The file's shape: KnowledgeData with packed passages, word lists and synonyms. */
export type KnowledgeFile = Omit<KnowledgeData, 'passages' | WordList | 'vocabulary'> & {
  passages: PassageColumns
  vocabulary: Omit<KnowledgeData['vocabulary'], 'synonyms'> & { synonyms: string }
} & Record<WordList, string>

/**
 * Synonyms as lines of "word,word:site word|site word", the visitor's words that share their site words on one
 * line, in the order of their first (JSON's quotes around every word cost the file 0.2 KB gzip; a line per word,
 * 0.4 KB more). A visitor's word or phrase never holds ":" or "," (chat.yaml's schema allows letters, digits, "$",
 * "-" and spaces), and a site word never holds "|" or a line break (the schema refuses them).
 */
export function packSynonyms(synonyms: Record<string, string[]>): string {
  const words = new Map<string, string[]>()
  for (const [word, targets] of Object.entries(synonyms)) {
    const line = targets.join('|')
    words.set(line, [...(words.get(line) ?? []), word])
  }
  return [...words].map(([targets, shared]) => `${shared.join(',')}:${targets}`).join('\n')
}

/** The synonyms of packSynonyms' text. */
export function unpackSynonyms(text: string): Record<string, string[]> {
  return Object.fromEntries(
    text
      .split('\n')
      .filter(Boolean)
      .flatMap((line) => {
        const at = line.indexOf(':')
        const targets = line.slice(at + 1).split('|')
        return line
          .slice(0, at)
          .split(',')
          .map((word) => [word, targets])
      }),
  )
}

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
  const lines = new Map<string, number>()
  data.passages.forEach((passage, position) => {
    if (!titled.has(passage.title)) titled.set(passage.title, position)
    lineForms.forEach((form, index) => {
      const line = form(passage)
      if (!lines.has(line)) lines.set(line, position * lineForms.length + index)
    })
  })
  const place = placeOf()
  return {
    ...data,
    passages: toColumns(
      data.passages.map(({ id, url, parent, items, followUps, keywords, ...passage }, position) => {
        const placed = placedFollowUps(data.passages, data.passages[position]!)
        const packed: PackedPassage = {
          ...passage,
          ...(keywords === placedKeywords(data.passages, position) ? {} : { keywords }),
          ...(id === place.id(passage.title) ? {} : { id }),
          ...(parent === undefined ? {} : { parent: parent === place.overview() ? besideOverview : parent }),
          ...(url === id ? {} : { url }),
          ...(items.length > 0 ? { items: items.map((line) => lines.get(line) ?? line) } : {}),
          ...(sameList(followUps, placed) ? {} : { followUps: followUps.map((text) => titled.get(text) ?? text) }),
        }
        place.next({ id, kind: passage.kind })
        return packed
      }),
    ),
    vocabulary: { ...data.vocabulary, synonyms: packSynonyms(data.vocabulary.synonyms) },
    common: packWords(data.common),
    foreign: packWords(data.foreign),
    topical: packWords(data.topical),
    english: packWords(data.english),
  }
}

/** The index as the file has it, ready for createAssistant. */
export function unpackKnowledge(file: KnowledgeFile): KnowledgeData {
  const stored = fromColumns(file.passages)
  const place = placeOf()
  // Passages whose follow-ups are their place's, worked out once every passage has its title and parent.
  const placed = new Set<Passage>()
  const passages: Passage[] = stored.map(({ items: _, parent, keywords, ...passage }) => {
    const id = passage.id ?? place.id(passage.title)
    const read: Passage = {
      ...passage,
      id,
      keywords: keywords ?? '',
      ...(parent === undefined ? {} : { parent: parent === besideOverview ? place.overview()! : parent }),
      url: passage.url ?? id,
      items: [],
      followUps: (passage.followUps ?? []).map((text) =>
        typeof text === 'number' ? file.passages.title[text]! : text,
      ),
    }
    if (passage.followUps === undefined) placed.add(read)
    place.next(read)
    return read
  })
  // In order: an entry takes the follow-ups of a place before it, a part the keywords of a parent before it.
  passages.forEach((passage, position) => {
    if (placed.has(passage)) passage.followUps = placedFollowUps(passages, passage)
    if (stored[position]!.keywords === undefined) passage.keywords = placedKeywords(passages, position) ?? ''
  })
  // The lines after every passage has its link and text: a line may be a passage further on.
  stored.forEach(({ items }, position) => {
    passages[position]!.items = (items ?? []).map((line) =>
      typeof line === 'number'
        ? lineForms[line % lineForms.length]!(passages[Math.floor(line / lineForms.length)]!)
        : line,
    )
  })
  return {
    ...file,
    passages,
    vocabulary: { ...file.vocabulary, synonyms: unpackSynonyms(file.vocabulary.synonyms) },
    common: unpackWords(file.common),
    foreign: unpackWords(file.foreign),
    topical: unpackWords(file.topical),
    english: unpackWords(file.english),
  }
}

/** The index from the file's text. */
export const readKnowledge = (text: string): KnowledgeData => unpackKnowledge(JSON.parse(text) as KnowledgeFile)
