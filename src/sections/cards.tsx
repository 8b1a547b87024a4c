import { ActionButton } from '../ui/action-button.tsx'
import { cn } from '../ui/cn.ts'
import { Icon } from '../ui/icon.tsx'
import { ItemHeading, SectionFrame } from './section-frame.tsx'
import type { SectionProps } from './types.ts'
import { TickList } from '../ui/tick-list.tsx'

const gridColumns = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const

/** A grid of cards with optional benefit lists and links. */
export function Cards({ section, first }: SectionProps<'cards'>) {
  return (
    <SectionFrame section={section} first={first}>
      <ul className={cn('grid gap-6', gridColumns[section.columns])}>
        {section.cards.map((card) => (
          <li
            key={card.title}
            id={card.id}
            className="flex scroll-mt-20 flex-col rounded-2xl border border-border bg-card p-6"
          >
            {card.icon && (
              <span className="mb-4 inline-flex size-11 items-center justify-center rounded-lg bg-accent-soft text-accent">
                <Icon name={card.icon} className="size-5" />
              </span>
            )}
            <ItemHeading first={first} className="text-lg font-semibold">
              {card.title}
            </ItemHeading>
            <p className="mt-2 text-muted">{card.description}</p>
            {card.benefits && <TickList items={card.benefits} className="mt-4 space-y-2 text-sm" />}
            {card.link && (
              <div className="mt-auto pt-4">
                <ActionButton action={card.link} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </SectionFrame>
  )
}
