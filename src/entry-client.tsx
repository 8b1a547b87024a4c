import { RouterClient } from '@tanstack/react-router/ssr/client'
import { hydrateRoot } from 'react-dom/client'
import { startAutoTracking } from './analytics/auto-track.ts'
import { createRouter } from './router.tsx'
import './styles.css'

const router = createRouter()
hydrateRoot(document, <RouterClient router={router} />)
startAutoTracking(router)
