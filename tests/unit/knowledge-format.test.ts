import { describe, expect, test } from 'vitest'
import knowledgeData from '../../src/generated/knowledge.json'
import {
  packKnowledge,
  packSynonyms,
  packWords,
  unpackKnowledge,
  unpackSynonyms,
  unpackWords,
  type KnowledgeFile,
} from '../../src/knowledge/knowledge-format.ts'
import type { Passage } from '../../src/knowledge/passage.ts'
import { passage } from './helpers/passage.ts'

describe('the passage index file', () => {
  test('word lists are front-coded and read back as written', () => {
    const words = ['licenc', 'launch', 'launchkit', 'la', '3d', 'refund', 'refunds']
    expect(packWords(words)).toBe('03d 0la 2unch 6kit 1icenc 0refund 6s')
    expect(unpackWords(packWords(words))).toEqual([...words].sort())
    expect(unpackWords('')).toEqual([])
  })

  test('synonyms are lines of "word,word:site word|site word" and read back as written', () => {
    const synonyms = {
      cost: ['price'],
      'phone support': ['email support', 'support'],
      fee: ['price'],
      nodejs: ['node.js: 18'],
    }
    expect(packSynonyms(synonyms)).toBe('cost,fee:price\nphone support:email support|support\nnodejs:node.js: 18')
    expect(unpackSynonyms(packSynonyms(synonyms))).toEqual(synonyms)
    expect(unpackSynonyms('')).toEqual({})
  })

  test('a passage keeps its link when it is not its id, and its lists; the rest is restored on reading', () => {
    const data = unpackKnowledge(knowledgeData as unknown as KnowledgeFile)
    expect(unpackKnowledge(JSON.parse(JSON.stringify(packKnowledge(data))) as KnowledgeFile)).toEqual(data)
    const entry = { ...passage('refund', 'Thirty days.', '/refund-policy'), items: ['a'], followUps: ['b'] }
    const file = packKnowledge({ ...data, passages: [entry, passage('a', 'Text.', 'a')] })
    // A column per field, a passage's value at its position, null where it leaves the field out.
    expect(file.passages).toMatchObject({
      id: ['refund', 'a'],
      url: ['/refund-policy', null],
      items: [['a'], null],
      followUps: [['b'], null],
    })
  })

  test("a follow-up that is another passage's title is stored as that passage's position, and read back as its title", () => {
    const data = unpackKnowledge(knowledgeData as unknown as KnowledgeFile)
    const first = { ...passage('refund', 'Thirty days.', '/refund-policy'), followUps: ['Policy', 'Ask a person'] }
    const second = { ...passage('policy', 'Text.', '/refund-policy#policy'), title: 'Policy' }
    const file = packKnowledge({ ...data, passages: [first, second] })
    expect(file.passages.followUps[0]).toEqual([1, 'Ask a person'])
    expect(unpackKnowledge(JSON.parse(JSON.stringify(file)) as KnowledgeFile).passages[0]!.followUps).toEqual([
      'Policy',
      'Ask a person',
    ])
  })

  test('a list line that is another passage, as a list writes it, is stored as a number and read back as the line', () => {
    const data = unpackKnowledge(knowledgeData as unknown as KnowledgeFile)
    const card = { ...passage('card', 'Answers in seconds.', '/ai-agent#card'), title: 'Fast' }
    const lines = [
      '**Fast**: Answers in seconds.',
      '[Fast](/ai-agent#card): Answers in seconds.',
      '[Fast](/ai-agent#card)',
    ]
    const list = { ...passage('list', 'Cards.', '/ai-agent'), items: [...lines, '**Fast**: another text'] }
    const file = packKnowledge({ ...data, passages: [list, card] })
    expect(file.passages.items[0]).toEqual([3, 4, 5, '**Fast**: another text'])
    expect(unpackKnowledge(JSON.parse(JSON.stringify(file)) as KnowledgeFile).passages[0]!.items).toEqual([
      ...lines,
      '**Fast**: another text',
    ])
  })

  test("an id that is its page's anchor for its title, and a parent that is the overview before it, are left out", () => {
    const data = unpackKnowledge(knowledgeData as unknown as KnowledgeFile)
    const at = (id: string, title: string, kind: Passage['kind'], parent?: string): Passage => ({
      ...passage(id, 'Text.', id),
      title,
      kind,
      ...(parent ? { parent } : {}),
    })
    const passages = [
      at('/pricing', 'Pricing', 'page'),
      at('/pricing#pricing-faq', 'Pricing FAQ', 'section'),
      at('/pricing#can-i-upgrade-my-plan-later', 'Can I upgrade my plan later?', 'faq', '/pricing#pricing-faq'),
      // An anchor written in content, not its title's slug; a parent that is not the overview before it.
      at('/pricing#own-anchor', 'Do prices change?', 'faq', '/pricing'),
      at('starter-plan', 'Starter plan', 'entry', '/pricing#pricing-faq'),
      at('/refund-policy#exceptions', 'Exceptions', 'item', '/refund-policy'),
    ]
    const file = packKnowledge({ ...data, passages })
    expect(file.passages.id).toEqual([
      '/pricing',
      null,
      null,
      '/pricing#own-anchor',
      'starter-plan',
      '/refund-policy#exceptions',
    ])
    expect(file.passages.parent).toEqual([null, null, 0, '/pricing', 0, '/refund-policy'])
    expect(unpackKnowledge(JSON.parse(JSON.stringify(file)) as KnowledgeFile).passages).toEqual(passages)
  })

  test("follow-ups that the passage's place gives it are left out and worked out again on reading", () => {
    const data = unpackKnowledge(knowledgeData as unknown as KnowledgeFile)
    const at = (id: string, title: string, kind: Passage['kind'], followUps: string[], parent?: string): Passage => ({
      ...passage(id, 'Text.', id),
      title,
      kind,
      followUps,
      ...(parent ? { parent } : {}),
    })
    const faq = '/pricing#faq'
    const passages = [
      // A page's quick questions are its own: stored.
      at('/pricing', 'Pricing', 'page', ['How much is it?']),
      // A section's first three parts; a part's next two siblings, from the start again after the last.
      at(faq, 'FAQ', 'section', ['A?', 'B?', 'C?']),
      at('/pricing#a', 'A?', 'faq', ['B?', 'C?'], faq),
      at('/pricing#b', 'B?', 'faq', ['C?', 'D?'], faq),
      at('/pricing#c', 'C?', 'faq', ['D?', 'A?'], faq),
      at('/pricing#d', 'D?', 'faq', ['A?', 'B?'], faq),
      // An entry takes those of the place it links to, and is no sibling of its parts.
      { ...at('upgrades', 'Upgrades', 'entry', ['C?', 'D?'], faq), url: '/pricing#b' },
      // A part whose follow-ups are not its place's keeps them.
      at('/refund-policy#exceptions', 'Exceptions', 'item', ['Contact'], '/refund-policy'),
    ]
    const file = packKnowledge({ ...data, passages })
    expect(file.passages.followUps).toEqual([['How much is it?'], null, null, null, null, null, null, ['Contact']])
    expect(unpackKnowledge(JSON.parse(JSON.stringify(file)) as KnowledgeFile).passages).toEqual(passages)
  })

  test("keywords that are the parent's keywords and title are left out and worked out again on reading", () => {
    const data = unpackKnowledge(knowledgeData as unknown as KnowledgeFile)
    const at = (id: string, title: string, keywords: string, parent?: string): Passage => ({
      ...passage(id, 'Text.', id),
      title,
      keywords,
      ...(parent ? { parent } : {}),
    })
    const passages = [
      at('/faq', 'FAQ', 'FAQ — LaunchKit'),
      at('/faq#questions', 'Questions', 'FAQ — LaunchKit · FAQ', '/faq'),
      // Its parent's, two levels down: read back in order, after the parent's own are restored.
      at('/faq#a', 'A?', 'FAQ — LaunchKit · FAQ · Questions', '/faq#questions'),
      // Its own words after its parent's: stored.
      at('/faq#b', 'B?', 'FAQ — LaunchKit · FAQ · Questions · plan $67', '/faq#questions'),
      // A parent stored after it: stored, so that reading in order never needs a passage further on.
      at('/faq#c', 'C?', 'Later · D', '/faq#d'),
      at('/faq#d', 'D', 'Later'),
    ]
    const file = packKnowledge({ ...data, passages })
    expect(file.passages.keywords).toEqual([
      'FAQ — LaunchKit',
      null,
      null,
      'FAQ — LaunchKit · FAQ · Questions · plan $67',
      'Later · D',
      'Later',
    ])
    expect(unpackKnowledge(JSON.parse(JSON.stringify(file)) as KnowledgeFile).passages).toEqual(passages)
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
