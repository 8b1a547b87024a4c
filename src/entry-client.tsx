import { RouterClient } from '@tanstack/react-router/ssr/client'
import { hydrateRoot } from 'react-dom/client'
import { createRouter } from './router.tsx'
import './styles.css'

hydrateRoot(document, <RouterClient router={createRouter()} />)
