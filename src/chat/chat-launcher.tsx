import { useRouterState } from '@tanstack/react-router'
import { useEffect, useRef, useState, type ComponentType } from 'react'
import { setChatOpen } from '../engagement/layers.ts'
import { chatLauncher } from '../generated/chat-launcher.ts'
import { Icon } from '../ui/icon.tsx'
import { loadChatChunk as loadPanel } from './load-chat-chunk.ts'

type PanelProps = { open: boolean; route: string; onClose: () => void; onLeave: () => void }

/**
 * The round chat button at the bottom right, in the initial bundle. The panel, the markdown renderer and the
 * knowledge index load when the button is hovered, focused or first pressed. The panel renders only once its
 * module has loaded (not through React.lazy, whose Suspense reveal is throttled by up to 300 ms); once opened it
 * stays mounted (hidden when closed) so the conversation and its toasts survive closing.
 */
export function ChatLauncher() {
  const [open, setOpen] = useState(false)
  // Floating layers avoid the open panel (see engagement/layers.ts).
  useEffect(() => setChatOpen(open), [open])
  const [Panel, setPanel] = useState<ComponentType<PanelProps> | null>(null)
  const button = useRef<HTMLButtonElement>(null)
  const route = useRouterState({ select: (state) => state.location.pathname })
  const close = () => {
    setOpen(false)
    button.current?.focus()
  }
  // A link followed from the full-screen panel: focus goes to the page it opened, not back to the button.
  const leave = () => {
    setOpen(false)
    document.getElementById('main')?.focus({ preventScroll: true })
  }
  // A failed load (offline, or a deploy replaced the chat's file) says so; the next press tries again.
  const [failed, setFailed] = useState(false)
  const toggle = () => {
    if (Panel) return setOpen((value) => !value)
    setFailed(false)
    loadPanel().then(
      (module) => {
        setPanel(() => module.ChatPanel)
        setOpen(true)
      },
      () => setFailed(true),
    )
  }
  return (
    <>
      <button
        ref={button}
        type="button"
        data-layer="chat-button"
        aria-label={open ? chatLauncher.close : chatLauncher.open}
        aria-expanded={open}
        aria-controls={Panel ? 'chat-panel' : undefined}
        onPointerEnter={() => void loadPanel().catch(() => undefined)}
        onFocus={() => void loadPanel().catch(() => undefined)}
        onClick={toggle}
        className="fixed right-4 bottom-4 z-50 inline-flex size-14 no-js:hidden items-center justify-center rounded-full bg-accent text-accent-fg shadow-lg transition-transform hover:scale-105 motion-reduce:transition-none motion-reduce:hover:scale-100 focus-visible:ring-4 focus-visible:ring-accent/40"
      >
        <Icon name={open ? 'close' : 'message'} className="size-6" />
      </button>
      <p
        role="status"
        className="fixed right-4 bottom-20 z-50 max-w-64 rounded-lg border border-border bg-card px-3 py-2 text-sm shadow-lg empty:hidden"
      >
        {failed ? chatLauncher.loadFailed : ''}
      </p>
      {Panel && <Panel open={open} route={route} onClose={close} onLeave={leave} />}
    </>
  )
}
