import { Icon } from '../ui/icon.tsx'
import { SectionFrame } from './section-frame.tsx'
import type { SectionProps } from './types.ts'

/** A ticked list in two columns. */
export function Checklist({ section, first }: SectionProps<'checklist'>) {
  return (
    <SectionFrame section={section} first={first} className="pt-0 sm:pt-0">
      <ul className="mx-auto grid max-w-4xl gap-3 rounded-2xl border border-border bg-card p-6 sm:grid-cols-2 sm:p-8">
        {section.items.map((item) => (
          <li key={item} className="flex gap-3">
            <Icon name="check" className="mt-0.5 size-5 shrink-0 text-success" />
            {item}
          </li>
        ))}
      </ul>
    </SectionFrame>
  )
}
