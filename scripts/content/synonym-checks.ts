/**
 * Checks chat.yaml's synonyms: each word or phrase a visitor's word searches for must be one the site says, or the
 * synonym finds nothing and the question it was written for still gets "Did you mean". A typo in a target
 * ("openai-compatibel") is otherwise silent.
 */
import type { Chat } from '../../schema/chat.ts'
import type { Passage } from '../../src/knowledge/passage.ts'
import { normaliseTerm, tokenize } from '../../src/knowledge/search-options.ts'
import { siteStems } from '../knowledge/common-words.ts'
import { closest, type Problem } from './problem.ts'
import { problemAt, type SourceFile } from './source.ts'

export function synonymProblems(
  passages: Passage[],
  chat: { data: Pick<Chat, 'search'>; source: SourceFile },
): Problem[] {
  const { stems } = siteStems(passages)
  const written = [...stems.values()].flatMap((stem) => [...stem.words.keys()])
  return Object.entries(chat.data.search.synonyms).flatMap(([key, targets]) =>
    targets.flatMap((target, index) => {
      const unknown = tokenize(target).filter((word) => {
        const stem = normaliseTerm(word)
        return stem !== null && !stems.has(stem)
      })
      if (unknown.length === 0) return []
      const suggestion = closest(unknown[0]!, written)
      return [
        problemAt(
          chat.source,
          ['search', 'synonyms', key, index],
          `"${unknown.join(' ')}" is not a word the site uses, so "${key}" finds nothing through it: write the site's own word${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`,
        ),
      ]
    }),
  )
}
