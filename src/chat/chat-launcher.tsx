import { useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, useRef, useState } from 'react'
import { chatLauncher } from '../generated/chat-launcher.ts'
import { Icon } from '../ui/icon.tsx'

const loadPanel = () => import('./chat-panel.tsx')
const ChatPanel = lazy(loadPanel)

/**
 * The round chat button at the bottom right, in the initial bundle. The panel, the markdown renderer and the
 * knowledge index load when the button is hovered, focused or first pressed; once opened the panel stays
 * mounted (hidden when closed) so the conversation and its toasts survive closing.
 */
export function ChatLauncher() {
  const [open, setOpen] = useState(false)
  const [mounted, setMounted] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const route = useRouterState({ select: (state) => state.location.pathname })
  const close = () => {
    setOpen(false)
    button.current?.focus()
  }
  return (
    <>
      <button
        ref={button}
        type="button"
        data-layer="chat-button"
        aria-label={open ? chatLauncher.close : chatLauncher.open}
        aria-expanded={open}
        aria-controls={mounted ? 'chat-panel' : undefined}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setMounted(true)
          setOpen((value) => !value)
        }}
        className="fixed right-4 bottom-4 z-50 inline-flex size-14 items-center justify-center rounded-full bg-accent text-accent-fg shadow-lg transition-transform hover:scale-105 focus-visible:ring-4 focus-visible:ring-accent/40"
      >
        <Icon name={open ? 'close' : 'message'} className="size-6" />
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <ChatPanel open={open} route={route} onClose={close} />
        </Suspense>
      )}
    </>
  )
}
