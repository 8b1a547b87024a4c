import type { RouteInfo } from '../../schema/bundle.ts'
import type { BrowserSite } from '../../schema/site.ts'

/** The canonical address of a route. */
export function canonicalUrl(site: BrowserSite, path: string): string {
  return `${site.url}${path}`
}

/** Title, description, canonical URL (unless switched off), Open Graph and Twitter tags for a route. */
export function pageHead(
  site: BrowserSite,
  route: Pick<RouteInfo, 'path' | 'title' | 'description'>,
  options: { canonical?: boolean } = {},
) {
  const url = canonicalUrl(site, route.path)
  return {
    meta: [
      { title: route.title },
      { name: 'description', content: route.description },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: site.brand },
      { property: 'og:title', content: route.title },
      { property: 'og:description', content: route.description },
      { property: 'og:url', content: url },
      { name: 'twitter:card', content: 'summary' },
      { name: 'twitter:title', content: route.title },
      { name: 'twitter:description', content: route.description },
    ],
    links: options.canonical === false ? [] : [{ rel: 'canonical', href: url }],
  }
}
