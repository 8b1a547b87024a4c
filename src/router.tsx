import { createRouter as createTanStackRouter } from '@tanstack/react-router'
import { AppError } from './app/app-error.tsx'
import { routeTree } from './generated/routeTree.gen.ts'

/** A new router for one render (server) or for the page's lifetime (browser). */
export function createRouter() {
  return createTanStackRouter({
    routeTree,
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultErrorComponent: AppError,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createRouter>
  }
}
