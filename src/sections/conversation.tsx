import { cn } from '../ui/cn.ts'
import { SectionFrame } from './section-frame.tsx'
import type { SectionProps } from './types.ts'

/** A sample chat transcript. */
export function Conversation({ section, first }: SectionProps<'conversation'>) {
  return (
    <SectionFrame section={section} first={first}>
      <ol className="mx-auto max-w-2xl space-y-4 rounded-2xl border border-border bg-card p-6">
        {section.messages.map((message) => {
          const visitor = message.role === 'visitor'
          return (
            <li key={message.text} className={cn('flex flex-col', visitor ? 'items-end' : 'items-start')}>
              <span className="mb-1 text-xs font-semibold text-muted">
                {visitor ? section.visitorLabel : section.assistantLabel}
              </span>
              <p
                className={cn(
                  'max-w-[85%] rounded-2xl px-4 py-3',
                  visitor ? 'bg-accent text-accent-fg' : 'border border-border bg-bg',
                )}
              >
                {message.text}
              </p>
            </li>
          )
        })}
      </ol>
    </SectionFrame>
  )
}
