import type { ServerManifest } from '@tanstack/router-core'
import type { RouteInfo } from '../../schema/bundle.ts'

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
 * The router manifest that tells TanStack Router which script, styles and preloads each route needs:
 * the client entry and its CSS on the root, and each page's lazy chunk (plus what it imports) on its route,
 * so the browser fetches a page's code in parallel instead of after hydration starts.
 */
export function routerManifest(vite: ViteManifest, routes: RouteInfo[]): ServerManifest {
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
  const manifest: ServerManifest = {
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

/** The preloads of the 404 page, whose chunk belongs to the root route's notFoundComponent. */
export function notFoundPreloads(vite: ViteManifest): string[] {
  const key = 'src/generated/pages/not-found.ts'
  const entryKey = Object.keys(vite).find((name) => vite[name]!.isEntry)!
  const entryFiles = new Set(closure(vite, entryKey))
  return closure(vite, key)
    .filter((file) => !entryFiles.has(file))
    .map((file) => `/${file}`)
}
