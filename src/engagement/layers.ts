import { useSyncExternalStore } from 'react'

/**
 * Where every floating element sits, in one place so none overlaps another:
 * the chat button bottom-right; the chat panel above it; purchase notices bottom-left, stopping short of the
 * chat button's column on narrow screens; toasts top-centre, under the panel's header on phones (where the panel
 * fills the screen). Notices hide while the chat panel is open on screens where the panel takes the full width.
 */
export const layerClasses = {
  purchaseNotice: 'fixed bottom-4 left-4 right-24 z-40 sm:right-auto sm:w-80',
} as const

let chatOpen = false
const listeners = new Set<() => void>()

/** Tells the layers whether the chat panel is open. */
export function setChatOpen(open: boolean) {
  chatOpen = open
  listeners.forEach((listener) => listener())
}

/** Whether the chat panel is open now. */
export const isChatOpen = () => chatOpen

/** Whether the chat panel is open. */
export function useChatOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => chatOpen,
    () => false,
  )
}
