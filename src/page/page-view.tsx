import { useEffect, type ComponentType } from 'react'
import type { PageBundle } from '../../schema/bundle.ts'
import type { SectionType } from '../../schema/sections/index.ts'
import { sectionRegistry } from '../sections/registry.ts'
import { replayEarlyPress } from '../ui/early-press.ts'
import type { SectionProps } from '../sections/types.ts'
import { PageContext } from './page-context.ts'

/** Renders a page's sections with the registry. Its structured data is written by the prerender. */
export function PageView({ bundle }: { bundle: PageBundle }) {
  // The page hydrates last (the layout around it is hydrated by the time its effects run), so a button pressed
  // before the app ran, in the page or around it, is pressed again here.
  useEffect(replayEarlyPress, [])
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
