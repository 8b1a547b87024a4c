import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { htmlFiles } from './html-files.ts'

/** A link in the built HTML that leads nowhere. */
export interface BrokenLink {
  page: string
  href: string
  reason: string
}

/** The route a built file is served at: dist/client/features/index.html → /features. */
function routeOf(client: string, file: string): string {
  const path = relative(client, file).split('\\').join('/')
  return path === 'index.html' ? '/' : `/${path.replace(/\/index\.html$/, '').replace(/\.html$/, '')}`
}

const decode = (value: string) => value.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'")

/**
 * Checks every internal href and #anchor in every HTML file of the built site, and the `extra` links from
 * elsewhere (the chat's passage links, by where they come from): the page must exist and must have an element with
 * that id. External links (https:, mailto:) are left to the content check.
 */
export function checkLinks(
  client: string,
  extra: Record<string, string[]> = {},
): { pages: number; links: number; broken: BrokenLink[] } {
  const files = htmlFiles(client)
  const ids = new Map<string, Set<string>>()
  const hrefs = new Map<string, string[]>()
  for (const file of files) {
    const html = readFileSync(file, 'utf8')
    const route = routeOf(client, file)
    ids.set(route, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => decode(match[1]!))))
    hrefs.set(
      route,
      [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map((match) => decode(match[1]!)),
    )
  }
  const broken: BrokenLink[] = []
  let links = 0
  for (const [page, list] of [...hrefs, ...Object.entries(extra)]) {
    for (const href of list) {
      if (!href.startsWith('/') && !href.startsWith('#')) continue
      links++
      const [path, anchor] = href.split('#') as [string, string | undefined]
      const target = path === '' ? page : path.length > 1 ? path.replace(/\/$/, '') : '/'
      const targetIds = ids.get(target)
      if (!targetIds || (path !== '' && target === '/404')) broken.push({ page, href, reason: `no page at ${target}` })
      else if (anchor && !targetIds.has(anchor))
        broken.push({ page, href, reason: `${target} has no element with id "${anchor}"` })
    }
  }
  return { pages: files.length, links, broken }
}
