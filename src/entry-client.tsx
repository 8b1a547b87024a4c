import { RouterClient } from '@tanstack/react-router/ssr/client'
import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { startAutoTracking } from './analytics/auto-track.ts'
import { createRouter } from './router.tsx'
import { takeEarlyPress } from './ui/early-press.ts'
import './styles.css'

const router = createRouter()
// A button pressed before this script ran is pressed again once the page has hydrated (see ui/early-press.ts);
// from here on React handles presses itself.
takeEarlyPress()
// In a transition, React hydrates in slices of a few milliseconds and yields to the browser between them, so a
// tap during hydration is not held up by one long task.
startTransition(() => {
  hydrateRoot(document, <RouterClient router={router} />)
})
startAutoTracking(router)
// The prerender writes each page's structured data into its <head>; after a client-side navigation it would
// describe the page left behind, so it goes.
router.subscribe('onResolved', ({ fromLocation, toLocation }) => {
  if (fromLocation && fromLocation.pathname !== toLocation.pathname)
    document.querySelector('script[type="application/ld+json"]')?.remove()
})
