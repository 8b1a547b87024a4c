/**
 * The chat's lazy chunk: the panel and the live assistant demo, which share the engine, the passage index loader
 * and the markdown renderer.
 */
export { default as ChatPanel } from './chat-panel.tsx'
export { LiveDemo } from '../sections/assistant-demo-live.tsx'
