import { Icon } from '../ui/icon.tsx'
import { ItemHeading, SectionFrame } from './section-frame.tsx'
import type { SectionProps } from './types.ts'
import { TickList } from '../ui/tick-list.tsx'

/** Titled lists side by side. */
export function Columns({ section, first }: SectionProps<'columns'>) {
  return (
    <SectionFrame section={section} first={first}>
      <div className="grid gap-6 md:grid-flow-col md:auto-cols-fr">
        {section.columns.map((column) => (
          <div key={column.title} id={column.id} className="scroll-mt-20 rounded-2xl border border-border bg-card p-6">
            <ItemHeading first={first} className="flex items-center gap-2 text-lg font-semibold">
              {column.icon && <Icon name={column.icon} className="size-5 text-accent" />}
              {column.title}
            </ItemHeading>
            <TickList items={column.items} className="mt-4 space-y-2 text-muted" />
          </div>
        ))}
      </div>
    </SectionFrame>
  )
}
