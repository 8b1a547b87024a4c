import type { RouteInfo } from '../../schema/bundle.ts'
import type { BrowserSite } from '../../schema/site.ts'

/** The canonical address of a route. */
export function canonicalUrl(site: BrowserSite, path: string): string {
  return `${site.url}${path}`
}

/** The size of the preview images the build renders (scripts/site/share-images.ts). */
export const shareImageSize = { width: 1200, height: 630 }

/** The absolute URL of a page's preview: its own image, or the card the build renders at /og/<slug>.png. */
export function shareImage(site: BrowserSite, route: Pick<RouteInfo, 'slug' | 'share'>): string {
  return route.share?.image ?? `${site.url}/og/${route.slug}.png`
}

/**
 * Title, description, canonical URL (unless switched off), and the Open Graph and Twitter tags with the page's
 * preview image (X reads og:title, og:description and og:image when its own tags are missing; og:type defaults to
 * "website").
 */
export function pageHead(
  site: BrowserSite,
  route: Pick<RouteInfo, 'path' | 'slug' | 'title' | 'description' | 'share'>,
  options: { canonical?: boolean } = {},
) {
  const url = canonicalUrl(site, route.path)
  return {
    meta: [
      { title: route.title },
      { name: 'description', content: route.description },
      { property: 'og:site_name', content: site.brand },
      { property: 'og:title', content: route.title },
      { property: 'og:description', content: route.description },
      { property: 'og:url', content: url },
      { property: 'og:image', content: shareImage(site, route) },
      ...(!route.share?.image
        ? [
            { property: 'og:image:width', content: String(shareImageSize.width) },
            { property: 'og:image:height', content: String(shareImageSize.height) },
          ]
        : []),
      { property: 'og:image:alt', content: route.share?.alt ?? `${route.title}: ${route.description}` },
      { name: 'twitter:card', content: 'summary_large_image' },
    ],
    links: options.canonical === false ? [] : [{ rel: 'canonical', href: url }],
  }
}
