import { Icon } from '../ui/icon.tsx'
import { ItemHeading, SectionFrame } from './section-frame.tsx'
import type { SectionProps } from './types.ts'

/** Titled lists side by side. */
export function Columns({ section, first }: SectionProps<'columns'>) {
  return (
    <SectionFrame section={section} first={first}>
      <div className="grid gap-6 md:grid-flow-col md:auto-cols-fr">
        {section.columns.map((column) => (
          <div key={column.title} className="rounded-2xl border border-border bg-card p-6">
            <ItemHeading first={first} className="flex items-center gap-2 text-lg font-semibold">
              {column.icon && <Icon name={column.icon} className="size-5 text-accent" />}
              {column.title}
            </ItemHeading>
            <ul className="mt-4 space-y-2 text-muted">
              {column.items.map((item) => (
                <li key={item} className="flex gap-2">
                  <Icon name="check" className="mt-1 size-4 shrink-0 text-success" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </SectionFrame>
  )
}
