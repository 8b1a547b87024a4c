import { createElement, use, type ComponentType } from 'react'

type Loader<P> = () => Promise<{ default: ComponentType<P> }>

const registered: (() => Promise<void>)[] = []

/**
 * A component whose code is not part of the initial JavaScript. The server renders it fully (after
 * `preloadDeferred()`), and in the browser its Suspense boundary keeps the server HTML until the code arrives:
 * at idle time or at the visitor's first interaction, whichever comes first.
 */
export function deferredComponent<P extends object>(load: Loader<P>) {
  let Loaded: ComponentType<P> | undefined
  let started: Promise<void> | undefined
  let markReady!: () => void
  const ready = new Promise<void>((resolve) => (markReady = resolve))
  const preload = () =>
    (started ??= load().then((module) => {
      Loaded = module.default
      markReady()
    }))
  registered.push(preload)

  function Deferred(props: P) {
    if (!Loaded) use(ready)
    return createElement(Loaded!, props)
  }
  return Deferred
}

/** Loads every deferred component's code; the server awaits this before rendering. */
export function preloadDeferred(): Promise<void> {
  return Promise.all(registered.map((preload) => preload())).then(() => undefined)
}

/** Starts loading deferred code when the browser is idle or the visitor first interacts. */
export function loadDeferredWhenIdle() {
  let done = false
  const start = () => {
    if (done) return
    done = true
    for (const type of events) removeEventListener(type, start, { capture: true })
    void preloadDeferred()
  }
  const events = ['pointerover', 'pointerdown', 'keydown', 'focusin', 'touchstart', 'scroll'] as const
  for (const type of events) addEventListener(type, start, { capture: true, passive: true, once: true })
  if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 3000 })
  else setTimeout(start, 1500)
}
