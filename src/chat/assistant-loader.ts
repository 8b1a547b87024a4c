import { chat } from '../generated/chat.ts'
import { routes } from '../generated/routes.ts'
import type { Assistant } from '../knowledge/assistant.ts'
import { fetchKnowledge } from './knowledge-file.ts'

let assistant: Promise<Assistant> | undefined

/** The offline assistant, built once from the passage index (a failed download is tried again next time). */
export function loadAssistant(): Promise<Assistant> {
  // The engine (MiniSearch, the ranking, the replies) and the refusals it reads are chunks of their own, fetched
  // beside the index: the panel's chunk has neither.
  assistant ??= Promise.all([
    fetchKnowledge(),
    import('../knowledge/assistant.ts'),
    import('../generated/refusals.ts'),
  ]).then(
    ([file, { createAssistant, unpackKnowledge }, { refuse }]) =>
      createAssistant(
        unpackKnowledge(file),
        { ...chat, refuse },
        Object.fromEntries(routes.map((route) => [route.path, route.title])),
      ),
    (error: unknown) => {
      assistant = undefined
      throw error
    },
  )
  return assistant
}
