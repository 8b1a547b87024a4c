import { fetchKnowledge } from './knowledge-file.ts'

/**
 * Loads the chat's lazy chunk (the panel and the live assistant demo) and, side by side, the passage index. The
 * one place that imports the chunk: a second import site in a section's code makes Rolldown move React out of the
 * entry chunk into a chunk of its own.
 */
export function loadChatChunk() {
  void fetchKnowledge().catch(() => undefined) // a failure is reported when a question needs the index
  return import('./chat-chunk.ts')
}
