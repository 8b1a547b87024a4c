import { Accordion } from 'radix-ui'
import type { FaqGroup } from '../../schema/faqs.ts'
import { usePageBundle } from '../page/page-context.ts'
import { Icon } from '../ui/icon.tsx'
import { ItemHeading, SectionFrame } from './section-frame.tsx'
import type { SectionProps } from './types.ts'

const itemClass = 'rounded-xl border border-border bg-card'
const triggerClass =
  'flex w-full min-h-11 items-center justify-between gap-4 px-5 py-4 text-left font-semibold [&[data-state=open]>svg]:rotate-0'
// Answers are force-mounted so they are in the prerendered HTML; closed ones are hidden.
const contentClass = 'px-5 pb-5 text-muted data-[state=closed]:hidden'

/** A Radix accordion of questions; single-open (collapsible) or multiple, as the FAQ group says. */
function FaqAccordion({ group, first }: { group: FaqGroup; first: boolean }) {
  const items = group.items.map((item, index) => (
    <Accordion.Item key={item.question} value={`item-${index}`} className={itemClass}>
      <Accordion.Header asChild>
        <ItemHeading first={first}>
          <Accordion.Trigger className={triggerClass}>
            {item.question}
            <Icon name="close" className="size-4 shrink-0 rotate-45 transition-transform" />
          </Accordion.Trigger>
        </ItemHeading>
      </Accordion.Header>
      <Accordion.Content forceMount className={contentClass}>
        <p>{item.answer}</p>
      </Accordion.Content>
    </Accordion.Item>
  ))
  const className = 'mx-auto max-w-3xl space-y-3'
  return group.mode === 'single' ? (
    <Accordion.Root type="single" collapsible className={className}>
      {items}
    </Accordion.Root>
  ) : (
    <Accordion.Root type="multiple" className={className}>
      {items}
    </Accordion.Root>
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
