import type { RouteInfo } from '../../schema/bundle.ts'
import type { BrowserSite } from '../../schema/site.ts'

/** The canonical address of a route. */
export function canonicalUrl(site: BrowserSite, path: string): string {
  return `${site.url}${path}`
}

/** The size of the preview images the build renders (scripts/site/share-images.ts). */
export const shareImageSize = { width: 1200, height: 630 }

/**
 * Title, description, canonical URL (unless switched off), and the Open Graph and Twitter tags with the page's
 * preview image (X reads og:title, og:description and og:image when its own tags are missing).
 */
export function pageHead(
  site: BrowserSite,
  route: Pick<RouteInfo, 'path' | 'title' | 'description' | 'share'>,
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
      { property: 'og:image', content: route.share.image },
      ...(route.share.rendered
        ? [
            { property: 'og:image:width', content: String(shareImageSize.width) },
            { property: 'og:image:height', content: String(shareImageSize.height) },
          ]
        : []),
      { property: 'og:image:alt', content: route.share.alt },
      { name: 'twitter:card', content: 'summary_large_image' },
    ],
    links: options.canonical === false ? [] : [{ rel: 'canonical', href: url }],
  }
}
