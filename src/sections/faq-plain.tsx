import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react'
import type { FaqGroup } from '../../schema/faqs.ts'
import { Icon } from '../ui/icon.tsx'
import { ItemHeading } from './section-frame.tsx'

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
export const itemClass = 'scroll-mt-20 rounded-xl border border-border bg-card'
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

/** The open items after a click on `value`: as Radix does it, single mode closes the others and may collapse. */
export function toggleItem(mode: FaqGroup['mode'], open: OpenItems, value: string): OpenItems {
  if (open.includes(value)) return open.filter((item) => item !== value)
  return mode === 'single' ? [value] : [...open, value]
}

const questions = (root: Element) => [...root.querySelectorAll('button')]

/** Arrow keys, Home and End move between the questions, wrapping around, as in Radix's accordion. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const buttons = questions(event.currentTarget)
  const index = buttons.indexOf(event.target as HTMLButtonElement)
  const count = buttons.length
  const keys: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: count - 1 }
  const next = keys[event.key]
  if (index < 0 || next === undefined) return
  event.preventDefault()
  buttons[(next + count) % count]?.focus()
}

/** Before Radix: buttons that open and close answers, with the same roles and states as Radix renders. */
export function PlainAccordion({
  group,
  first,
  open,
  onOpenChange,
  focusOnRemove,
}: AccordionProps & {
  /** Set to the focused question's index (-1 for none) in the commit that removes this rendering, before its DOM goes. */
  focusOnRemove?: RefObject<number>
}) {
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const element = root.current
    // React runs a component's layout cleanup before it removes the component's DOM, so focus is still here.
    return () => {
      if (focusOnRemove && element)
        focusOnRemove.current = questions(element).indexOf(document.activeElement as HTMLButtonElement)
    }
  }, [focusOnRemove])
  return (
    <div ref={root} className={rootClass} data-orientation="vertical" onKeyDown={moveFocus}>
      {group.items.map((item, index) => {
        const value = itemValue(index)
        const state = open.includes(value) ? 'open' : 'closed'
        return (
          <div key={item.question} id={item.id} data-state={state} className={itemClass}>
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
