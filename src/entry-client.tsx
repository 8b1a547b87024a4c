import { RouterClient } from '@tanstack/react-router/ssr/client'
import { hydrateRoot } from 'react-dom/client'
import { loadDeferredWhenIdle } from './page/deferred.ts'
import { createRouter } from './router.tsx'
import './styles.css'

hydrateRoot(document, <RouterClient router={createRouter()} />)
loadDeferredWhenIdle()
