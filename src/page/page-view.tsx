import type { ComponentType } from 'react'
import type { PageBundle } from '../../schema/bundle.ts'
import type { SectionType } from '../../schema/sections/index.ts'
import { shareImage } from '../app/seo.ts'
import { routes } from '../generated/routes.ts'
import { site } from '../generated/site.ts'
import { sectionRegistry } from '../sections/registry.ts'
import type { SectionProps } from '../sections/types.ts'
import { PageContext } from './page-context.ts'
import { scriptSafeJson, structuredData } from './structured-data.ts'

/** Renders a page's sections with the registry, plus its structured data. */
export function PageView({ bundle }: { bundle: PageBundle }) {
  const route = routes.find((candidate) => candidate.path === bundle.page.route)
  const image = route && shareImage(site, route)
  const data = structuredData(bundle, site, image)
  return (
    <PageContext.Provider value={bundle}>
      {bundle.page.sections.map((section, index) => {
        const Section = sectionRegistry[section.type] as ComponentType<SectionProps<SectionType>>
        return <Section key={`${section.type}-${index}`} section={section} first={index === 0} />
      })}
      {data.length > 0 && (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(data) }} />
      )}
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
