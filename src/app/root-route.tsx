import { useEffect, useState, type ComponentType } from 'react'
import { createRootRoute, HeadContent, lazyRouteComponent, Outlet, Scripts } from '@tanstack/react-router'
import { notFoundRoute } from '../generated/routes.ts'
import { site } from '../generated/site.ts'
import { ChatLauncher } from '../chat/chat-launcher.tsx'
import { Footer, footerId } from '../layout/footer.tsx'
import { Header } from '../layout/header.tsx'
import { themeScript } from '../theme/theme-script.ts'
import { IconSymbols } from '../ui/icon.tsx'
import { bootScriptId } from '../ui/slot-ids.ts'
import { PrerenderSlot } from '../ui/prerender-slot.tsx'
import { pageModule } from '../page/page-view.tsx'
import { pageHead } from './seo.ts'

// Only the server renders the boot script's text; the client keeps what the page holds (see PrerenderSlot).
const themeInit = import.meta.env.SSR ? themeScript(site.theme) : ''

/**
 * The popups start seconds after load, so their code arrives after hydration instead of before it. If it fails
 * to load (offline, a deploy in between), the page works without them.
 */
function DeferredEngagement() {
  const [Engagement, setEngagement] = useState<ComponentType | null>(null)
  useEffect(() => {
    import('../engagement/engagement.tsx').then(
      (module) => setEngagement(() => module.Engagement),
      () => undefined,
    )
  }, [])
  return Engagement && <Engagement />
}

/** `blocking="render"`, which React's types do not know yet. */
const renderBlocking = { blocking: 'render' } as Record<string, string>

/** The whole document: head, skip link, header, the page, footer and the app's scripts. */
function RootDocument() {
  return (
    // The theme script sets the class before hydration, so <html>'s attributes legitimately differ.
    <html lang={site.lang} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        {/* Before the styles, so the theme is set before anything paints and no stylesheet delays the script. */}
        <PrerenderSlot id={bootScriptId} as="script" initial={themeInit} />
        {/* No paint until the page's content is parsed (up to the footer): a first frame with half a header or a
            half-parsed row of buttons grows once the rest arrives, a layout shift. The page is one round trip. */}
        <link rel="expect" href={`#${footerId}`} {...renderBlocking} />
        {/* Here rather than in head(), which keeps one meta per name. */}
        <meta name="theme-color" media="(prefers-color-scheme: light)" content={site.install.themeColor.light} />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content={site.install.themeColor.dark} />
        <HeadContent />
      </head>
      <body className="flex min-h-screen flex-col font-sans antialiased">
        <IconSymbols />
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-accent px-4 py-3 font-semibold text-accent-fg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {site.ui.skipLink}
        </a>
        <Header />
        <main id="main" tabIndex={-1} className="grow outline-none">
          <Outlet />
        </main>
        <Footer />
        <DeferredEngagement />
        <ChatLauncher />
        <Scripts />
      </body>
    </html>
  )
}

export const rootRoute = createRootRoute({
  head: ({ matches }) => {
    // Only the root matched: the address is unknown, so the 404 page's own title applies, without a canonical URL.
    // No robots noindex: hosts serve it with status 404, which search engines never index.
    const notFound = matches.length <= 1 ? pageHead(site, notFoundRoute, { canonical: false }) : { meta: [], links: [] }
    return {
      meta: [{ name: 'viewport', content: 'width=device-width, initial-scale=1' }, ...notFound.meta],
      links: [
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
        { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
        ...notFound.links,
      ],
    }
  },
  component: RootDocument,
  notFoundComponent: lazyRouteComponent(() => import('../generated/pages/not-found.ts').then(pageModule)),
})
