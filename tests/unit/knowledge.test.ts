import { describe, expect, test } from 'vitest'
import { validMessage } from '../../src/chat/use-chat.ts'
import { answer, type AnswerContext } from '../../src/knowledge/answer.ts'
import { indexSearch, keywordSearch, loadIndex, queryWords } from '../../src/knowledge/search.ts'
import { chat } from '../../src/generated/chat.ts'
import knowledgeIndex from '../../src/generated/knowledge-index.json'
import { knowledgeEntries } from '../../src/generated/knowledge.ts'

const bm25 = indexSearch(loadIndex(knowledgeIndex), chat.search.synonyms)
const keyword = keywordSearch(knowledgeEntries)
const context: AnswerContext = { chat, entries: knowledgeEntries, pageTitles: {} }
const top = (question: string) => bm25(question, 5)[0]?.id

describe('query processing', () => {
  test('splits on spaces and keeps words longer than 2 characters', () => {
    expect(queryWords('Is it OK to go on a refund?')).toEqual(['refund'])
    expect(queryWords("What's the licence, please?")).toEqual(['licence', 'please'])
  })
})

describe('ranking', () => {
  test('titles and tags outrank a passing mention in content', () => {
    expect(top('refund')).toBe('refund-policy')
    expect(top('documentation')).toBe('documentation')
  })

  test('typos, word forms and synonyms still find the entry', () => {
    expect(top('refnud')).toBe('refund-policy')
    expect(top('licnse')).toBe('commercial-license')
    expect(top('customising colours')).toBe('customization')
    expect(top('how much does it cost')).toMatch(/plan$/)
    expect(top('does it work on my phone')).toBe('responsive-design')
  })

  test('at most 5 results, best first', () => {
    const results = bm25('plan price license refund support setup docs', 5)
    expect(results.length).toBeLessThanOrEqual(5)
    expect(results.map((result) => result.score)).toEqual(
      [...results.map((result) => result.score)].sort((a, b) => b - a),
    )
  })

  test('the spec strategy counts matching words and misses typos', () => {
    expect(keyword('refund policy', 5)[0]).toEqual({ id: 'refund-policy', score: 2 })
    expect(keyword('refnud', 5)).toEqual([])
  })

  test('nothing matches gibberish, and the reply is the no-match message', () => {
    const reply = answer('zzqx wvvk', '/', bm25, context)
    expect(reply.results).toEqual([])
    expect(reply.message).toBe(chat.messages.noMatch)
  })

  test('an answer has the entry content, follow-up questions without the one asked, and page links', () => {
    const reply = answer('What is your refund policy?', '/pricing', bm25, context)
    expect(reply.message).toContain('money-back guarantee')
    expect(reply.suggestions).not.toContain('What is your refund policy?')
    expect(reply.suggestions.length).toBeGreaterThan(0)
    expect(reply.relatedLinks[0]).toEqual({ title: 'Refund Policy', url: '/refund-policy' })
    expect(reply.relatedLinks.length).toBeLessThanOrEqual(chat.search.relatedLinks)
  })
})

describe('message validation', () => {
  test('a message is sent only when it has text after trimming', () => {
    expect(validMessage('  hello \n')).toBe('hello')
    expect(validMessage('   \n\t')).toBeUndefined()
    expect(validMessage('')).toBeUndefined()
  })
})
