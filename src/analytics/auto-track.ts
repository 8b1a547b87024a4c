import type { AnyRouter } from '@tanstack/react-router'
import { purchaseLinks } from '../generated/purchase-links.ts'
import { track } from './track.ts'

/**
 * Logs page views (the first page and every client-side navigation) and clicks on storefront links, with the
 * plan each sells. One listener on the document covers every buy button, wherever content puts it.
 */
export function startAutoTracking(router: AnyRouter) {
  track('page_view', { path: router.state.location.pathname })
  router.subscribe('onResolved', ({ fromLocation, toLocation }) => {
    if (fromLocation && fromLocation.pathname !== toLocation.pathname) track('page_view', { path: toLocation.pathname })
  })
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      const href = link?.getAttribute('href')
      const plan = href ? purchaseLinks[href] : undefined
      if (href && plan) track('buy_click', { plan, href })
    },
    { capture: true },
  )
}
