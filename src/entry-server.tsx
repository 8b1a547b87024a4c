import { createRequestHandler, defaultRenderHandler } from '@tanstack/react-router/ssr/server'
import type { ServerManifest } from '@tanstack/router-core'
import { preloadDeferred } from './page/deferred.ts'
import { createRouter } from './router.tsx'
// Loaded eagerly on the server so every deferred section is registered before the first render.
import './sections/registry.ts'

export { routes } from './generated/routes.ts'
export { site } from './generated/site.ts'

/** Renders one address to a full HTML response (status 200, or 404 for unknown addresses). */
export async function render(url: string, manifest: ServerManifest): Promise<Response> {
  // Deferred components render fully on the server, so their text is in the HTML.
  await preloadDeferred()
  const handler = createRequestHandler({ createRouter, request: new Request(url), getRouterManifest: () => manifest })
  return handler(defaultRenderHandler)
}
