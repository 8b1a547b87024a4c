import { describe, expect, test } from 'vitest'
import knowledgeData from '../../src/generated/knowledge.json'
import { unpackKnowledge, type KnowledgeFile } from '../../src/knowledge/knowledge-format.ts'
import { passage } from './helpers/passage.ts'
import { topicName, unknownTopics, wordLists } from '../../scripts/knowledge/foreign-words.ts'

const data = unpackKnowledge(knowledgeData as unknown as KnowledgeFile)

describe('words of topics the site never covers', () => {
  // A small site: "website" is on three passages, "recommended" too but it is not a noun, "recipes" on one.
  const site = [
    passage('a', 'A website template. Git is recommended.'),
    passage('b', 'Your website, recommended settings, and deployment recipes.'),
    passage('c', 'Deploy the website anywhere; Node is recommended. We serve a pizza shop too.'),
  ]
  const lists = wordLists(site, ['food', 'food#2', 'sport', 'vehicle'], { coffee: ['drink'] }, new Set())

  test('frequent English words whose usual meaning is a kind of a chat.yaml topic (food, food#2, sport)', () => {
    // soup is food#1 (a dish, nutriment); cake is food#2 (solid food); football a sport; car a vehicle.
    for (const stem of ['soup', 'cake', 'footbal', 'car', 'sandwich']) expect(lists.foreign, stem).toContain(stem)
  })

  test('never a word the site says or has a synonym for, one of mixed meanings, or one used mostly as a verb', () => {
    // pizza is on the site; coffee has a synonym; bank is mostly a slope or an institution; "drink" mostly a verb.
    for (const stem of ['pizza', 'coffe', 'bank', 'drink', 'worth', 'recip'])
      expect(lists.foreign, stem).not.toContain(stem)
  })

  test('the nouns the site is about are on three passages or more, and written mostly as nouns', () => {
    expect(lists.topical).toContain('websit')
    // "recommended" is on three passages but is no noun; "recipes" is a noun on one passage only.
    expect(lists.topical).not.toContain('recommend')
    expect(lists.topical).not.toContain('recip')
  })

  test("each topic comes with WordNet's definition and its words, for marketers to check (npm run ask -- --topics)", () => {
    const [food, solidFood, sport] = lists.describeTopics()
    expect(food).toMatchObject({ topic: 'food', gloss: expect.stringContaining('metabolized') })
    expect(food!.words).toContain('soup')
    expect(solidFood!.words).toContain('meat')
    expect(sport!.words).toContain('football')
  })

  test('a topic is a WordNet noun, with #N for a sense other than its first; unknown ones are reported', () => {
    expect(topicName('plant#2')).toEqual({ word: 'plant', sense: 2 })
    expect(topicName('musical instrument')).toEqual({ word: 'musical_instrument', sense: 1 })
    expect(unknownTopics(['food', 'fod', 'plant#2', 'plant#99', 'musical instrument'])).toEqual(['fod', 'plant#99'])
  })

  test("the shipped index lists chat.yaml's topics' words, and none of the site's own", () => {
    for (const stem of ['cake', 'movi', 'footbal', 'restaur', 'weather', 'canada', 'london'])
      expect(data.foreign, stem).toContain(stem)
    for (const stem of ['price', 'licenc', 'refund', 'worth', 'bank']) expect(data.foreign, stem).not.toContain(stem)
    for (const stem of ['licenc', 'templat', 'websit', 'site', 'refund']) expect(data.topical, stem).toContain(stem)
  })

  test('a noun the site says no more often than everyday English does is not what the site is about', () => {
    // "growing teams", "ship landing pages", "light and dark", "API key": on three passages or more, but everyday
    // words.
    for (const stem of ['grow', 'ship', 'light', 'kei']) expect(data.topical, stem).not.toContain(stem)
  })
})
