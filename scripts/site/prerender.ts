import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import type { ServerManifest } from '@tanstack/router-core'
import type { PageBundle, RouteInfo } from '../../schema/bundle.ts'
import type { Site } from '../../schema/site.ts'
import { shareImage } from '../../src/app/seo.ts'
import { scriptSafeJson, structuredData } from '../../src/page/structured-data.ts'
import { bootScriptId } from '../../src/ui/slot-ids.ts'
import { fillSlot, inlineIconSymbols, readSprite } from './slots.ts'
import { forPage, notFoundPreloads, routerManifest } from './manifest.ts'
import { withPageCss } from './page-css.ts'

/** What the SSR bundle (dist/server/entry-server.js) exports. */
interface ServerEntry {
  render(url: string, manifest: ServerManifest): Promise<Response>
  routes: RouteInfo[]
  site: Site
}

/** A page written to disk. */
export interface WrittenPage {
  path: string
  file: string
  status: number
  bytes: number
  gzipBytes: number
}

/**
 * The page with its schema.org data (structured-data.ts) at the end of <head>, where React's hydration passes over
 * elements it did not render. Written here rather than by the page's component, so the browser never downloads the
 * code: crawlers read it from the HTML, and it did nothing once the page was open.
 */
async function withStructuredData(html: string, root: string, route: RouteInfo, site: Site): Promise<string> {
  const module = pathToFileURL(join(root, 'src/generated/pages', `${route.slug}.ts`)).href
  const { bundle } = (await import(module)) as { bundle: PageBundle }
  const data = structuredData(bundle, site, shareImage(site, route))
  if (data.length === 0) return html
  const at = html.indexOf('</head>')
  return `${html.slice(0, at)}<script type="application/ld+json">${scriptSafeJson(data)}</script>${html.slice(at)}`
}

/** Writes a content-hashed file under dist/client/assets (cached for good, see `_headers`); returns its URL. */
function writeAsset(client: string, name: string, extension: string, text: string): string {
  const hash = createHash('sha256').update(text).digest('base64url').slice(0, 8)
  const url = `/assets/${name}-${hash}.${extension}`
  writeFileSync(join(client, url), text)
  return url
}

/** The address a route is served at, in dist/client. */
function fileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`
}

/**
 * Renders every route and the 404 page with the SSR bundle and writes them as static HTML under dist/client,
 * with sitemap.xml and robots.txt. Fails when a route does not render with status 200, or the 404 page with 404.
 */
export async function prerender(root: string): Promise<WrittenPage[]> {
  const client = join(root, 'dist/client')
  const entry = (await import(pathToFileURL(join(root, 'dist/server/entry-server.js')).href)) as ServerEntry
  const vite = JSON.parse(readFileSync(join(client, '.vite/manifest.json'), 'utf8'))
  const manifest = routerManifest(vite, entry.routes, client)
  const origin = 'http://localhost'
  const sprite = readSprite(join(root, 'src/ui/icons.svg'))

  const write = async (
    path: string,
    file: string,
    expected: number,
    page: ReturnType<typeof forPage>,
    route?: RouteInfo,
  ) => {
    const response = await entry.render(`${origin}${path}`, page.manifest)
    if (response.status !== expected)
      throw new Error(`${path} rendered with status ${response.status}, expected ${expected}`)
    const rendered = `<!DOCTYPE html>${(await response.text()).replace(/^<!DOCTYPE html>/i, '')}`
    const drawn = inlineIconSymbols(rendered, sprite, path)
    const styled = withPageCss(route ? await withStructuredData(drawn, root, route, entry.site) : drawn)
    // Named by content only: pages that leave out the same rules (the policy pages) share one cached file.
    const stylesheet = styled.later ? writeAsset(client, 'page', 'css', styled.later) : undefined
    const html = fillSlot(styled.html, 'script', bootScriptId, `;${page.loader(stylesheet)}`, path)
    const target = join(client, file)
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, html)
    return { path, file, status: response.status, bytes: Buffer.byteLength(html), gzipBytes: gzipSync(html).length }
  }

  const pages: WrittenPage[] = []
  for (const route of entry.routes)
    pages.push(await write(route.path, fileFor(route.path), 200, forPage(manifest, route.path), route))
  pages.push(await write('/404', '404.html', 404, forPage(manifest, '/404', notFoundPreloads(vite))))

  const urls = entry.routes.map((route) => `  <url><loc>${entry.site.url}${route.path}</loc></url>`).join('\n')
  writeFileSync(
    join(client, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
  )
  writeFileSync(join(client, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${entry.site.url}/sitemap.xml\n`)
  return pages
}
