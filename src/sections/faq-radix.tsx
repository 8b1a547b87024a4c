import { Accordion } from 'radix-ui'
import { ItemHeading } from './section-frame.tsx'
import {
  contentClass,
  itemClass,
  itemValue,
  Question,
  rootClass,
  triggerClass,
  type AccordionProps,
} from './faq-plain.tsx'

/** The Radix accordion (arrow keys, Home and End between questions), controlled by the FAQ section's state. */
export function RadixAccordion({ group, first, open, onOpenChange }: AccordionProps) {
  const items = group.items.map((item, index) => (
    <Accordion.Item key={item.question} id={item.id} value={itemValue(index)} className={itemClass}>
      <Accordion.Header asChild>
        <ItemHeading first={first}>
          <Accordion.Trigger className={triggerClass}>
            <Question>{item.question}</Question>
          </Accordion.Trigger>
        </ItemHeading>
      </Accordion.Header>
      <Accordion.Content forceMount className={contentClass}>
        <p>{item.answer}</p>
      </Accordion.Content>
    </Accordion.Item>
  ))
  return group.mode === 'single' ? (
    <Accordion.Root
      type="single"
      collapsible
      value={open[0] ?? ''}
      onValueChange={(value) => onOpenChange(value ? [value] : [])}
      className={rootClass}
    >
      {items}
    </Accordion.Root>
  ) : (
    <Accordion.Root type="multiple" value={open} onValueChange={onOpenChange} className={rootClass}>
      {items}
    </Accordion.Root>
  )
}
