import { Suspense } from 'react'
import { usePageBundle } from '../page/page-context.ts'
import { deferredComponent } from '../page/deferred.ts'
import { SectionFrame } from './section-frame.tsx'
import type { SectionProps } from './types.ts'

// Radix Accordion is about 9 KB gzip, so it loads after the page is interactive (see page/deferred.ts).
const FaqAccordion = deferredComponent(() => import('./faq-accordion.tsx'))

/** Questions and answers from faqs.yaml in an accordion. */
export function Faq({ section, first }: SectionProps<'faq'>) {
  const group = usePageBundle().faqGroups[section.group]!
  return (
    <SectionFrame section={section} first={first}>
      {/* After client-side navigation before the accordion code has loaded, the answers show as a plain list. */}
      <Suspense
        fallback={
          <dl className="mx-auto max-w-3xl space-y-6">
            {group.items.map((item) => (
              <div key={item.question}>
                <dt className="font-semibold">{item.question}</dt>
                <dd className="mt-1 text-muted">{item.answer}</dd>
              </div>
            ))}
          </dl>
        }
      >
        <FaqAccordion group={group} />
      </Suspense>
    </SectionFrame>
  )
}
