import type { ComponentType } from 'react'
import type { PageBundle } from '../../schema/bundle.ts'
import type { SectionType } from '../../schema/sections/index.ts'
import { sectionRegistry } from '../sections/registry.ts'
import type { SectionProps } from '../sections/types.ts'
import { PageContext } from './page-context.ts'

/** Renders a page's sections with the registry. Its structured data is written by the prerender. */
export function PageView({ bundle }: { bundle: PageBundle }) {
  return (
    <PageContext.Provider value={bundle}>
      {bundle.page.sections.map((section, index) => {
        const Section = sectionRegistry[section.type] as ComponentType<SectionProps<SectionType>>
        return <Section key={`${section.type}-${index}`} section={section} first={index === 0} />
      })}
    </PageContext.Provider>
  )
}

/**
 * Turns a generated page module (its content only) into what `lazyRouteComponent` expects. The renderers stay in
 * the entry chunk: every page needs them, so a shared chunk would only add a request.
 */
export function pageModule({ bundle }: { bundle: PageBundle }) {
  return {
    default: function Page() {
      return <PageView bundle={bundle} />
    },
  }
}
