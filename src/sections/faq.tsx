import { useRouterState } from '@tanstack/react-router'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { FaqGroup } from '../../schema/faqs.ts'
import { usePageBundle } from '../page/page-context.ts'
import { useModuleWhenNear } from './use-module-when-near.ts'
import { itemValue, PlainAccordion, type OpenItems } from './faq-plain.tsx'
import { SectionFrame } from './section-frame.tsx'
import type { SectionProps } from './types.ts'

const loadRadix = () => import('./faq-radix.tsx')

/**
 * The FAQ accordion. Radix renders it once its code has loaded, which starts when the FAQ comes within a screen of
 * the viewport, so its ~9 KB are not part of the page's initial JavaScript. Until then (and in the prerendered
 * HTML) a plain rendering with the same markup is interactive as soon as the page hydrates: a click or Enter in
 * that gap opens the answer, and the open items and the focused question carry over to Radix.
 */
function FaqAccordion({ group, first }: { group: FaqGroup; first: boolean }) {
  const [open, setOpen] = useState<OpenItems>([])
  const wrapper = useRef<HTMLDivElement>(null)
  const radix = useModuleWhenNear(wrapper, loadRadix)
  const focused = useRef(-1)
  // A link to a question (/faq#its-anchor, from a page or the chat) opens it and brings it into view.
  const hash = useRouterState({ select: (state) => state.location.hash })
  useEffect(() => {
    const index = group.items.findIndex((item) => item.id === hash)
    if (index < 0) return
    const value = itemValue(index)
    // The URL is outside React: after hydration (which must match the closed server HTML), open what it names.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOpen((current) => (current.includes(value) ? current : group.mode === 'single' ? [value] : [...current, value]))
    document.getElementById(hash)?.scrollIntoView({ block: 'start' })
  }, [hash, group])
  useLayoutEffect(() => {
    if (!radix || focused.current < 0) return
    wrapper.current?.querySelectorAll('button')[focused.current]?.focus({ preventScroll: true })
  }, [radix])
  const props = { group, first, open, onOpenChange: setOpen }
  return (
    <div ref={wrapper}>
      {radix ? <radix.RadixAccordion {...props} /> : <PlainAccordion {...props} focusOnRemove={focused} />}
    </div>
  )
}

/** Questions and answers from faqs.yaml. */
export function Faq({ section, first }: SectionProps<'faq'>) {
  return (
    <SectionFrame section={section} first={first}>
      <FaqAccordion group={usePageBundle().faqGroups[section.group]!} first={first} />
    </SectionFrame>
  )
}
