import { describe, expect, test } from 'vitest'
import knowledgeData from '../../src/generated/knowledge.json'
import {
  packKnowledge,
  packWords,
  unpackKnowledge,
  unpackWords,
  type KnowledgeFile,
} from '../../src/knowledge/knowledge-format.ts'
import { passage } from './helpers/passage.ts'

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
    expect(file.passages[1]).not.toHaveProperty('url')
    expect(file.passages[1]).not.toHaveProperty('items')
    expect(file.passages[1]).not.toHaveProperty('followUps')
  })

  test("a follow-up that is another passage's title is stored as that passage's position, and read back as its title", () => {
    const data = unpackKnowledge(knowledgeData as unknown as KnowledgeFile)
    const first = { ...passage('refund', 'Thirty days.', '/refund-policy'), followUps: ['Policy', 'Ask a person'] }
    const second = { ...passage('policy', 'Text.', '/refund-policy#policy'), title: 'Policy' }
    const file = packKnowledge({ ...data, passages: [first, second] })
    expect(file.passages[0]!.followUps).toEqual([1, 'Ask a person'])
    expect(unpackKnowledge(JSON.parse(JSON.stringify(file)) as KnowledgeFile).passages[0]!.followUps).toEqual([
      'Policy',
      'Ask a person',
    ])
  })

  test('the shipped file reads back to every passage with its link and the word lists', () => {
    const data = unpackKnowledge(knowledgeData as unknown as KnowledgeFile)
    expect(data.passages.find((item) => item.id === '/pricing#starter')).toMatchObject({ url: '/pricing#starter' })
    expect(data.passages.find((item) => item.id === 'refund-policy')?.url).toMatch(/^\/refund-policy/)
    for (const stem of ['licenc', 'templat', 'websit']) expect(data.topical).toContain(stem)
    expect(data.foreign).toContain('cake')
    expect(data.common).toContain('time')
  })
})
