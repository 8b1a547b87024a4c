import knowledgeUrl from '../generated/knowledge.json?url'
import type { KnowledgeFile } from '../knowledge/knowledge-format.ts'

let pending: Promise<KnowledgeFile> | undefined

/**
 * The passage index, a content-hashed file fetched once (and cached by the browser for good). Small enough for the
 * initial bundle, so the chat button can start the download at the same time as the panel's code. A failed
 * download is forgotten, so the next call tries again.
 */
export function fetchKnowledge(): Promise<KnowledgeFile> {
  pending ??= fetch(knowledgeUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`knowledge ${response.status}`)
      return response.json() as Promise<KnowledgeFile>
    })
    .catch((error: unknown) => {
      pending = undefined
      throw error
    })
  return pending
}
