import { useEffect, useState, type RefObject } from 'react'

type RadixModule = typeof import('./faq-radix.tsx')

/**
 * Loads the Radix accordion when the wrapper comes within a screen of the viewport (at once without
 * IntersectionObserver) and returns it once it may take over: never between a press and its click, which would
 * land on a removed button.
 */
export function useRadixWhenNear(wrapper: RefObject<HTMLElement | null>) {
  const [radix, setRadix] = useState<RadixModule | null>(null)

  useEffect(() => {
    const element = wrapper.current
    if (!element) return
    let pressing = false
    let stopped = false
    let loaded: RadixModule | null = null
    let releaseTimer: ReturnType<typeof setTimeout> | undefined
    const handOver = () => {
      if (stopped || pressing || !loaded) return
      stop()
      setRadix(loaded)
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
        : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), {
            rootMargin: '100% 0px',
          })
    function load() {
      observer?.disconnect()
      import('./faq-radix.tsx').then(
        (module) => {
          loaded = module
          handOver()
        },
        () => undefined, // offline: the plain accordion keeps working
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
    else load()
    return stop
  }, [wrapper])

  return radix
}
