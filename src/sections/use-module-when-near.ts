import { useEffect, useState, type RefObject } from 'react'

/**
 * Loads a section's heavier module (the Radix accordion, the live assistant demo) when the section comes within a
 * screen of the viewport (at once without IntersectionObserver), and returns it once it may take over: never between
 * a press and its click, which would land on a removed button. A failed load (offline) leaves the plain rendering
 * working.
 */
export function useModuleWhenNear<T>(wrapper: RefObject<HTMLElement | null>, load: () => Promise<T>) {
  const [module, setModule] = useState<T | null>(null)

  useEffect(() => {
    const element = wrapper.current
    if (!element) return
    let pressing = false
    let stopped = false
    let loaded: T | null = null
    let releaseTimer: ReturnType<typeof setTimeout> | undefined
    const handOver = () => {
      if (stopped || pressing || !loaded) return
      stop()
      setModule(() => loaded)
    }
    const press = () => (pressing = true)
    // A click releases after its own handlers have run; a press without a click (a drag, a cancelled tap) a
    // moment after the pointer goes up.
    const release = (delay: number) => () => {
      clearTimeout(releaseTimer)
      releaseTimer = setTimeout(() => {
        pressing = false
        handOver()
      }, delay)
    }
    const afterClick = release(0)
    const afterPointerUp = release(500)
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), {
            rootMargin: '100% 0px',
          })
    function start() {
      observer?.disconnect()
      load().then(
        (value) => {
          loaded = value
          handOver()
        },
        () => undefined, // offline: the plain rendering keeps working
      )
    }
    function stop() {
      stopped = true
      observer?.disconnect()
      clearTimeout(releaseTimer)
      element!.removeEventListener('pointerdown', press)
      window.removeEventListener('click', afterClick, true)
      window.removeEventListener('pointerup', afterPointerUp, true)
      window.removeEventListener('pointercancel', afterClick, true)
    }
    element.addEventListener('pointerdown', press)
    window.addEventListener('click', afterClick, true)
    window.addEventListener('pointerup', afterPointerUp, true)
    window.addEventListener('pointercancel', afterClick, true)
    if (observer) observer.observe(element)
    else start()
    return stop
  }, [wrapper, load])

  return module
}
