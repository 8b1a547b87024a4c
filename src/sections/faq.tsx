import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
import type { FaqGroup } from '../../schema/faqs.ts'
import { usePageBundle } from '../page/page-context.ts'
import { Icon } from '../ui/icon.tsx'
import { ItemHeading, SectionFrame } from './section-frame.tsx'
import type { SectionProps } from './types.ts'

/** The values of the open items (at most one in single mode). */
export type OpenItems = string[]

/** What both renderings of the accordion receive. */
export type AccordionProps = {
  group: FaqGroup
  first: boolean
  open: OpenItems
  onOpenChange: (open: OpenItems) => void
}

export const rootClass = 'mx-auto max-w-3xl space-y-3'
export const itemClass = 'rounded-xl border border-border bg-card'
export const triggerClass =
  'flex w-full min-h-11 items-center justify-between gap-4 px-5 py-4 text-left font-semibold [&[data-state=open]>svg]:rotate-0'
// Answers are always in the DOM (and so in the prerendered HTML); closed ones are hidden.
export const contentClass = 'px-5 pb-5 text-muted data-[state=closed]:hidden'

export const itemValue = (index: number) => `item-${index}`

/** The question's text and its plus sign, which turns into a cross when open. */
export function Question({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Icon name="close" className="size-4 shrink-0 rotate-45 transition-transform" />
    </>
  )
}

/**
 * The FAQ accordion. Radix renders it once its code has loaded, which starts when the FAQ comes within a screen of
 * the viewport, so its ~9 KB are not part of the page's initial JavaScript. Until then (and in the prerendered
 * HTML) a plain rendering with the same markup is interactive as soon as the page hydrates: a click or Enter in
 * that gap opens the answer, and the open items and the focused question carry over to Radix.
 */
function FaqAccordion({ group, first }: { group: FaqGroup; first: boolean }) {
  const [open, setOpen] = useState<OpenItems>([])
  const wrapper = useRef<HTMLDivElement>(null)
  const radix = useRadixWhenNear(wrapper)
  const focused = useRef(-1)
  useLayoutEffect(() => {
    if (!radix || focused.current < 0) return
    wrapper.current?.querySelectorAll('button')[focused.current]?.focus({ preventScroll: true })
  }, [radix])
  const props = { group, first, open, onOpenChange: setOpen }
  return (
    <div ref={wrapper}>
      {radix ? (
        <radix.RadixAccordion {...props} />
      ) : (
        <PlainAccordion {...props} onRemove={(index) => (focused.current = index)} />
      )}
    </div>
  )
}

/** The open items after a click on `value`: as Radix does it, single mode closes the others and may collapse. */
export function toggleItem(mode: FaqGroup['mode'], open: OpenItems, value: string): OpenItems {
  if (open.includes(value)) return open.filter((item) => item !== value)
  return mode === 'single' ? [value] : [...open, value]
}

/** Before Radix: buttons that open and close answers, with the same roles and states as Radix renders. */
export function PlainAccordion({
  group,
  first,
  open,
  onOpenChange,
  onRemove,
}: AccordionProps & {
  /** Told which question had focus (-1 for none), in the commit that removes this rendering, before its DOM goes. */
  onRemove?: (focusedIndex: number) => void
}) {
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const latest = useRef(onRemove)
  useLayoutEffect(() => {
    latest.current = onRemove
  })
  useLayoutEffect(() => {
    const element = root.current
    // React runs a component's layout cleanup before it removes the component's DOM, so focus is still here.
    return () =>
      latest.current?.(
        [...(element?.querySelectorAll('button') ?? [])].indexOf(document.activeElement as HTMLButtonElement),
      )
  }, [])
  return (
    <div ref={root} className={rootClass} data-orientation="vertical">
      {group.items.map((item, index) => {
        const value = itemValue(index)
        const state = open.includes(value) ? 'open' : 'closed'
        return (
          <div key={item.question} data-state={state} className={itemClass}>
            <ItemHeading first={first} data-state={state}>
              <button
                type="button"
                id={`${id}-q${index}`}
                aria-expanded={state === 'open'}
                aria-controls={`${id}-a${index}`}
                data-state={state}
                className={triggerClass}
                onClick={() => onOpenChange(toggleItem(group.mode, open, value))}
              >
                <Question>{item.question}</Question>
              </button>
            </ItemHeading>
            <div
              data-state={state}
              id={`${id}-a${index}`}
              role="region"
              aria-labelledby={`${id}-q${index}`}
              className={contentClass}
            >
              <p>{item.answer}</p>
            </div>
          </div>
        )
      })}
    </div>
  )
}

type RadixModule = typeof import('./faq-radix.tsx')

/**
 * Loads the Radix accordion when the wrapper comes within a screen of the viewport (at once without
 * IntersectionObserver) and returns it once it may take over: never between a press and its click, which would
 * land on a removed button.
 */
function useRadixWhenNear(wrapper: RefObject<HTMLElement | null>) {
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

/** Questions and answers from faqs.yaml. */
export function Faq({ section, first }: SectionProps<'faq'>) {
  return (
    <SectionFrame section={section} first={first}>
      <FaqAccordion group={usePageBundle().faqGroups[section.group]!} first={first} />
    </SectionFrame>
  )
}
