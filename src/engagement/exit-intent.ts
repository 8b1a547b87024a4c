import type { Popups } from '../../schema/popups.ts'
import { session } from '../storage/safe-storage.ts'

/** What made the exit-intent offer appear. */
export type ExitTrigger = 'pointer_exit' | 'return_after_scroll' | 'timer'

/**
 * Watches for a visitor about to leave and calls `show` at most once per session: the pointer leaving through
 * the top of the page; the tab becoming visible again after a scroll past the threshold (after a delay); or,
 * when content sets showAfterMs, a timer. Showing records it in sessionStorage, so a reload does not show it
 * again. Returns a function that stops watching.
 */
/** How long after the last keystroke the visitor counts as no longer typing. */
export const typingQuietMs = 3000

/** True while focus is in a field: the offer would take the keystrokes meant for it. */
function editing(): boolean {
  const active = document.activeElement
  return active instanceof HTMLElement && (active.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(active.tagName))
}

export function watchExitIntent(
  config: Popups['exitIntent'],
  keys: Popups['storageKeys'],
  show: (trigger: ExitTrigger) => void,
  /** Whether something else has the visitor's attention now (the chat is open). */
  busy: () => boolean = () => false,
): () => void {
  if (!config.enabled || session.get(keys.exitShown)) return () => undefined
  const timers = new Set<ReturnType<typeof setTimeout>>()
  const later = (delay: number, action: () => void) => timers.add(setTimeout(action, delay))
  let lastKey = -Infinity
  const onKey = () => (lastKey = Date.now())

  // The offer never interrupts: not while the chat is open, a field has focus or the visitor is typing. A timed
  // trigger waits until then; leaving through the top is a moment that passes.
  const interrupting = () => busy() || editing() || Date.now() - lastKey < typingQuietMs
  const fire = (trigger: ExitTrigger) => {
    if (session.get(keys.exitShown)) return stop()
    if (interrupting()) {
      if (trigger !== 'pointer_exit') later(typingQuietMs, () => fire(trigger))
      return
    }
    session.set(keys.exitShown, '1')
    stop()
    show(trigger)
  }
  const onPointerOut = (event: MouseEvent) => {
    if (!event.relatedTarget && event.clientY <= 0) fire('pointer_exit')
  }
  const onScroll = () => {
    const scrollable = document.documentElement.scrollHeight - window.innerHeight
    if (scrollable > 0 && window.scrollY / scrollable >= config.scrollThreshold) session.set(keys.deepScroll, '1')
  }
  const onVisibility = () => {
    if (document.visibilityState === 'visible' && session.get(keys.deepScroll))
      later(config.returnDelayMs, () => fire('return_after_scroll'))
  }
  function stop() {
    timers.forEach(clearTimeout)
    timers.clear()
    document.removeEventListener('mouseout', onPointerOut)
    window.removeEventListener('scroll', onScroll)
    document.removeEventListener('visibilitychange', onVisibility)
    document.removeEventListener('keydown', onKey, true)
  }

  document.addEventListener('keydown', onKey, true)
  document.addEventListener('mouseout', onPointerOut)
  window.addEventListener('scroll', onScroll, { passive: true })
  document.addEventListener('visibilitychange', onVisibility)
  if (config.showAfterMs !== undefined) later(config.showAfterMs, () => fire('timer'))
  return stop
}
