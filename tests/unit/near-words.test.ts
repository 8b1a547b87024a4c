import { describe, expect, test } from 'vitest'
import knowledgeData from '../../src/generated/knowledge.json'
import { nearWords } from '../../scripts/knowledge/near-words.ts'
import { wordCredit, type QueryWord } from '../../src/knowledge/confidence.ts'
import {
  packKnowledge,
  packWords,
  unpackKnowledge,
  unpackWords,
  type KnowledgeFile,
} from '../../src/knowledge/knowledge-format.ts'
import { passage } from './helpers/passage.ts'

describe('English words spelt near the site’s words', () => {
  const site = [
    passage('a', 'Intent phrases steer the search.'),
    passage('b', 'Looks sharp on every tablet and phone.'),
    passage('c', 'Customisation of colours and fonts.'),
  ]
  const near = nearWords(site, new Set(['phone']))

  test('a frequent English word one or two letters from a site word is listed, as the index stems it', () => {
    // "invent" is one edit from "intent", "phase" one from "phrase".
    for (const stem of ['invent', 'phase']) expect(near, stem).toContain(stem)
  })

  test('never a word the site has, one it starts (a prefix match is the same word), or one listed elsewhere', () => {
    for (const stem of ['intent', 'tablet', 'custom', 'phone']) expect(near, stem).not.toContain(stem)
  })

  test('a listed word gets no near-spelling credit, but keeps its exact, prefix and synonym matches', () => {
    const word = (term: string, real: boolean, alternatives: string[] = []): QueryWord => ({
      term,
      alternatives,
      weight: 1,
      real,
    })
    expect(wordCredit(word('invent', false), new Set(['intent']))).toBeGreaterThan(0.5)
    expect(wordCredit(word('invent', true), new Set(['intent']))).toBe(0)
    expect(wordCredit(word('invent', true), new Set(['invent']))).toBe(1)
    expect(wordCredit(word('invent', true), new Set(['inventori']))).toBe(0.9)
    expect(wordCredit(word('invent', true, ['creat']), new Set(['creat']))).toBe(0.9)
  })
})

describe('the passage index file', () => {
  test('word lists are front-coded and read back as written', () => {
    const words = ['licenc', 'launch', 'launchkit', 'la', '3d', 'refund', 'refunds']
    expect(packWords(words)).toBe('03d 0la 2unch 6kit 1icenc 0refund 6s')
    expect(unpackWords(packWords(words))).toEqual([...words].sort())
    expect(unpackWords('')).toEqual([])
  })

  test('a passage keeps its link when it is not its id, and its lists; the rest is restored on reading', () => {
    const data = unpackKnowledge(knowledgeData as unknown as KnowledgeFile)
    expect(unpackKnowledge(JSON.parse(JSON.stringify(packKnowledge(data))) as KnowledgeFile)).toEqual(data)
    const entry = { ...passage('refund', 'Thirty days.', '/refund-policy'), items: ['a'], followUps: ['b'] }
    const file = packKnowledge({ ...data, passages: [entry, passage('a', 'Text.', 'a')] })
    expect(file.passages[0]).toMatchObject({ url: '/refund-policy', items: ['a'], followUps: ['b'] })
    expect(Object.keys(file.passages[1]!)).not.toEqual(expect.arrayContaining(['url']))
    expect(file.passages[1]).not.toHaveProperty('items')
    expect(file.passages[1]).not.toHaveProperty('followUps')
  })

  test('the shipped index lists English words near the site’s, and none of its own', () => {
    const data = unpackKnowledge(knowledgeData as unknown as KnowledgeFile)
    for (const stem of ['invent', 'hamlet']) expect(data.near, stem).toContain(stem)
    for (const stem of ['price', 'licenc', 'refund', 'tablet', 'intent']) expect(data.near, stem).not.toContain(stem)
  })
})
