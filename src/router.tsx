import { createRouter as createTanStackRouter } from '@tanstack/react-router'
import { AppError } from './app/app-error.tsx'
import { routeTree } from './generated/routeTree.gen.ts'

/** A new router for one render (server) or for the page's lifetime (browser). */
export function createRouter() {
  return createTanStackRouter({
    routeTree,
    defaultPreload: 'intent',
    // In the browser only: on the server `true` adds an inline script (0.3 KB of every page's compressed HTML) that
    // restores the scroll position of a reload before hydration; that rare case now restores after hydration.
    scrollRestoration: () => typeof document !== 'undefined',
    defaultErrorComponent: AppError,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createRouter>
  }
}
