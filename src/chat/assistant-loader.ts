import { chat } from '../generated/chat.ts'
import { routes } from '../generated/routes.ts'
import type { Assistant } from '../knowledge/assistant.ts'
import { fetchKnowledge } from './knowledge-file.ts'

let assistant: Promise<Assistant> | undefined

/** The offline assistant, built once from the passage index (a failed download is tried again next time). */
export function loadAssistant(): Promise<Assistant> {
  // The engine (MiniSearch, the ranking, the replies) is its own chunk, fetched beside the index.
  assistant ??= Promise.all([fetchKnowledge(), import('../knowledge/assistant.ts')]).then(
    ([file, { createAssistant, unpackKnowledge }]) =>
      createAssistant(
        unpackKnowledge(file),
        chat,
        Object.fromEntries(routes.map((route) => [route.path, route.title])),
      ),
    (error: unknown) => {
      assistant = undefined
      throw error
    },
  )
  return assistant
}
