import { ActionButton } from '../ui/action-button.tsx'
import { SectionFrame } from './section-frame.tsx'
import type { SectionProps } from './types.ts'

/** A call to action, or a row of quick links. */
export function Cta({ section, first }: SectionProps<'cta'>) {
  return (
    <SectionFrame section={section} first={first} className="text-center">
      <div className="flex flex-wrap items-center justify-center gap-4">
        {section.actions.map((action) => (
          <ActionButton key={action.label} action={action} size="lg" />
        ))}
      </div>
    </SectionFrame>
  )
}
