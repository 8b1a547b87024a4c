import type { SectionProps } from './types.ts'

/** Running text in titled blocks. A prose section with no other heading carries the page's h1. */
export function Prose({ section, first }: SectionProps<'prose'>) {
  const Heading = first ? 'h1' : 'h2'
  const BlockHeading = first ? 'h2' : 'h3'
  return (
    <section id={section.id} className="mx-auto w-full max-w-3xl scroll-mt-20 px-4 py-12 sm:px-6">
      {section.heading && (
        <Heading className="text-3xl font-bold tracking-tight sm:text-4xl">{section.heading}</Heading>
      )}
      {section.updated && <p className="mt-2 text-sm text-muted">{section.updated}</p>}
      {section.intro && <p className="mt-4 text-lg text-muted">{section.intro}</p>}
      <div className="mt-6 space-y-8">
        {section.blocks.map((block, index) => (
          <div key={block.heading ?? index} id={block.id} className="scroll-mt-20">
            {block.heading && <BlockHeading className="mb-3 text-xl font-semibold">{block.heading}</BlockHeading>}
            {block.paragraphs?.map((paragraph) => (
              <p key={paragraph} className="mb-3 leading-relaxed text-muted">
                {paragraph}
              </p>
            ))}
            {block.list && (
              <ul className="list-disc space-y-1 pl-6 text-muted">
                {block.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </div>
        ))}
      </div>
    </section>
  )
}
