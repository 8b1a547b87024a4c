import { SectionFrame } from './section-frame.tsx'
import type { SectionProps } from './types.ts'
import { TickList } from '../ui/tick-list.tsx'

/** A ticked list in two columns. */
export function Checklist({ section, first }: SectionProps<'checklist'>) {
  return (
    <SectionFrame section={section} first={first} className="pt-0 sm:pt-0">
      <TickList
        items={section.items}
        className="mx-auto grid max-w-4xl gap-3 rounded-2xl border border-border bg-card p-6 sm:grid-cols-2 sm:p-8"
        large
      />
    </SectionFrame>
  )
}
