import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ManifestAssetLink, ServerManifest } from '@tanstack/router-core'
import type { RouteInfo } from '../../schema/bundle.ts'
import { entryLoader } from './entry-loader.ts'

/** One entry of Vite's build manifest (dist/client/.vite/manifest.json). */
interface ViteChunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
type ViteManifest = Record<string, ViteChunk>

/** The chunk files a chunk needs, itself first, following static imports. */
function closure(manifest: ViteManifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return []
  seen.add(key)
  const chunk = manifest[key]
  if (!chunk) return []
  return [chunk.file, ...(chunk.imports ?? []).flatMap((child) => closure(manifest, child, seen))]
}

function cssOf(manifest: ViteManifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return []
  seen.add(key)
  const chunk = manifest[key]
  if (!chunk) return []
  return [...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((child) => cssOf(manifest, child, seen))]
}

/**
 * The router manifest that tells TanStack Router which script, styles and preloads each route needs: the client
 * entry and its CSS on the root, and each page's lazy chunk (plus what it imports) on its route. The CSS is inlined
 * (`inlineCss`: one <style> in each page, which the client reads back from the DOM), so no stylesheet request holds
 * up the first paint. `forPage` then turns the scripts into the loader that requests them after that paint.
 */
export function routerManifest(vite: ViteManifest, routes: RouteInfo[], client: string): ServerManifest {
  const entryKey = Object.keys(vite).find((key) => vite[key]!.isEntry)
  if (!entryKey) throw new Error('The Vite manifest has no entry chunk')
  const entryFiles = new Set(closure(vite, entryKey))
  const url = (file: string) => `/${file}`
  const pageKey = (slug: string) => `src/generated/pages/${slug}.ts`
  const pageAssets = (slug: string) => ({
    preloads: closure(vite, pageKey(slug))
      .filter((file) => !entryFiles.has(file))
      .map(url),
    css: cssOf(vite, pageKey(slug)).map(url),
  })
  const css = [...new Set([...cssOf(vite, entryKey), ...routes.flatMap((route) => cssOf(vite, pageKey(route.slug)))])]
  const manifest: ServerManifest = {
    // Without Tailwind's banner comment, which stays in the stylesheet file under assets/: 12 bytes of every page.
    inlineCss: {
      styles: Object.fromEntries(
        css.map((file) => [url(file), readFileSync(join(client, file), 'utf8').replace(/^\/\*![^*]*\*\/\s*/, '')]),
      ),
    },
    routes: {
      __root__: {
        scripts: [{ attrs: { type: 'module', src: url(vite[entryKey]!.file) } }],
        preloads: [...entryFiles].slice(1).map(url),
        css: cssOf(vite, entryKey).map(url),
      },
    },
  }
  for (const route of routes) manifest.routes[route.path] = pageAssets(route.slug)
  return manifest
}

const hrefOf = (link: ManifestAssetLink) => (typeof link === 'string' ? link : link.href)

/**
 * What one page is rendered with: a manifest with no module script and no modulepreload, so the HTML requests no
 * JavaScript before it paints, and the inline loader (`entry-loader.ts`) that requests the entry and this page's
 * chunks once it has, with the page's stylesheet of the rules its inline CSS left out (page-css.ts), if any.
 */
export function forPage(
  manifest: ServerManifest,
  path: string,
  extraPreloads: string[] = [],
): { manifest: ServerManifest; loader: (stylesheet?: string) => string } {
  const root = manifest.routes.__root__!
  const entry = root.scripts?.[0]?.attrs?.src as string | undefined
  if (!entry) throw new Error('The router manifest has no entry script')
  const preloads = [...(root.preloads ?? []), ...(manifest.routes[path]?.preloads ?? []), ...extraPreloads].map(hrefOf)
  const routes = Object.fromEntries(
    Object.entries(manifest.routes).map(([id, { preloads: _preloads, scripts: _scripts, ...route }]) => [id, route]),
  )
  return {
    manifest: { ...manifest, routes },
    loader: (stylesheet) =>
      entryLoader(entry, preloads, [
        ...(stylesheet ? [{ rel: 'stylesheet', href: stylesheet }] : []),
        { rel: 'manifest', href: '/site.webmanifest' },
      ]),
  }
}

/** The preloads of the 404 page, whose chunk belongs to the root route's notFoundComponent. */
export function notFoundPreloads(vite: ViteManifest): string[] {
  const key = 'src/generated/pages/not-found.ts'
  const entryKey = Object.keys(vite).find((name) => vite[name]!.isEntry)!
  const entryFiles = new Set(closure(vite, entryKey))
  return closure(vite, key)
    .filter((file) => !entryFiles.has(file))
    .map((file) => `/${file}`)
}
