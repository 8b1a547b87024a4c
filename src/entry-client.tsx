import { RouterClient } from '@tanstack/react-router/ssr/client'
import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { startAutoTracking } from './analytics/auto-track.ts'
import { createRouter } from './router.tsx'
import './styles.css'

const router = createRouter()
// In a transition, React hydrates in slices of a few milliseconds and yields to the browser between them, so a
// tap during hydration is not held up by one long task.
startTransition(() => {
  hydrateRoot(document, <RouterClient router={router} />)
})
startAutoTracking(router)
