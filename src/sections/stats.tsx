import type { Stat } from '../../schema/stats.ts'
import { cn } from '../ui/cn.ts'
import { SectionFrame } from './section-frame.tsx'
import type { SectionProps } from './types.ts'

/** Headline figures in a row; a description list so each figure is read with its label. */
export function StatList({ items, className }: { items: Stat[]; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-2 gap-6 sm:flex sm:flex-wrap sm:justify-center sm:gap-12', className)}>
      {items.map((item) => (
        <div key={item.label} className="flex flex-col-reverse items-center text-center">
          <dt className="text-sm text-muted">{item.label}</dt>
          <dd className="text-3xl font-bold text-fg">{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** A section of headline figures. */
export function Stats({ section, first }: SectionProps<'stats'>) {
  return (
    <SectionFrame section={section} first={first}>
      <StatList items={section.items} className="rounded-2xl border border-border bg-card p-8" />
    </SectionFrame>
  )
}
