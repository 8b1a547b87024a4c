import { createRequestHandler, defaultRenderHandler } from '@tanstack/react-router/ssr/server'
import type { ServerManifest } from '@tanstack/router-core'
import { createRouter } from './router.tsx'

export { routes } from './generated/routes.ts'
export { site } from './generated/site.ts'

/** Renders one address to a full HTML response (status 200, or 404 for unknown addresses). */
export function render(url: string, manifest: ServerManifest): Promise<Response> {
  const handler = createRequestHandler({ createRouter, request: new Request(url), getRouterManifest: () => manifest })
  return handler(defaultRenderHandler)
}
