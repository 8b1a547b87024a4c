import { useId, type ComponentProps, type ReactNode } from 'react'
import type { Section } from '../../schema/sections/index.ts'
import { cn } from '../ui/cn.ts'

/** The common frame of a section: anchor id, eyebrow, heading (h2) and intro, then the section's own content. */
export function SectionFrame({
  section,
  children,
  className,
  center = true,
  first = false,
}: {
  section: Pick<Section, 'id' | 'eyebrow' | 'heading' | 'intro'>
  children: ReactNode
  className?: string
  center?: boolean
  /** The section opens the page, so its heading is the page's h1. */
  first?: boolean
}) {
  const headingId = useId()
  const Heading = first ? 'h1' : 'h2'
  return (
    <section
      id={section.id}
      aria-labelledby={section.heading ? headingId : undefined}
      className={cn('mx-auto w-full max-w-6xl scroll-mt-20 px-4 py-16 sm:px-6 sm:py-20', className)}
    >
      {(section.eyebrow || section.heading || section.intro) && (
        <div className={cn('mb-10 max-w-3xl', center && 'mx-auto text-center')}>
          {section.eyebrow && (
            <p className="mb-2 text-sm font-semibold tracking-wide text-accent uppercase">{section.eyebrow}</p>
          )}
          {section.heading && (
            <Heading id={headingId} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              {section.heading}
            </Heading>
          )}
          {section.intro && <p className="mt-4 text-lg text-muted">{section.intro}</p>}
        </div>
      )}
      {children}
    </section>
  )
}

/** A heading for an item inside a section: one level below the section's own (h2 when the section opens the page). */
export function ItemHeading({ first, ...props }: { first: boolean } & ComponentProps<'h2'>) {
  const Heading = first ? 'h2' : 'h3'
  return <Heading {...props} />
}
