/**
 * The chat's lazy chunk: the panel and the live assistant demo, which share the engine, the passage index loader
 * and the markdown renderer.
 */
export { default as ChatPanel } from './chat-panel.tsx'
export { LiveDemo } from '../sections/assistant-demo-live.tsx'

// The offline engine (MiniSearch, ranking, replies) is a chunk of its own, which the panel and the demo need as
// soon as they render: request it as this chunk runs, beside the passage index already on its way. (Requested
// from the entry instead, it would add to every page's initial JavaScript.)
void import('../knowledge/assistant.ts').catch(() => undefined)
