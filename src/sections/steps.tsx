import { ItemHeading, SectionFrame } from './section-frame.tsx'
import type { SectionProps } from './types.ts'

/** Numbered steps with optional commands. */
export function Steps({ section, first }: SectionProps<'steps'>) {
  return (
    <SectionFrame section={section} first={first}>
      <ol className="mx-auto max-w-3xl space-y-6">
        {section.steps.map((step, index) => (
          <li
            key={step.title}
            id={step.id}
            className="flex scroll-mt-20 gap-4 rounded-2xl border border-border bg-card p-6"
          >
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent font-bold text-accent-fg"
            >
              {index + 1}
            </span>
            <div className="min-w-0 grow">
              <ItemHeading first={first} className="text-lg font-semibold">
                {step.title}
              </ItemHeading>
              <p className="mt-1 text-muted">{step.description}</p>
              {step.code && (
                <pre className="mt-3 overflow-x-auto rounded-lg bg-fg/5 px-4 py-3 font-mono text-sm">
                  <code>{step.code}</code>
                </pre>
              )}
            </div>
          </li>
        ))}
      </ol>
    </SectionFrame>
  )
}
