import { Link } from '@tanstack/react-router'
import { navigation, site } from '../generated/site.ts'
import { Icon } from '../ui/icon.tsx'
import { SmartLink } from '../ui/smart-link.tsx'

/** The footer's id: the first paint waits until the parser reaches it (see the `expect` link in root-route.tsx). */
export const footerId = 'site-footer'

/** The footer: brand and contacts, four link columns, social links and the copyright with the current year. */
export function Footer() {
  const { footer } = navigation
  const [before, after] = site.ui.copyright.split('{year}') as [string, string | undefined]
  return (
    <footer id={footerId} className="mt-16 border-t border-border bg-card">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.5fr_repeat(4,1fr)]">
        <div>
          <Link to="/" className="flex items-center gap-2 text-lg font-bold">
            <Icon name="rocket" className="size-6 text-accent" />
            {site.brand}
          </Link>
          <p className="mt-3 max-w-xs text-sm text-muted">{site.tagline}</p>
          <dl className="mt-4 space-y-1 text-sm">
            {footer.contact.map((line) => (
              <div key={line.label} className="flex gap-2">
                <dt className="font-medium">{line.label}:</dt>
                <dd className="text-muted">
                  {line.href ? (
                    <SmartLink href={line.href} className="underline underline-offset-2 hover:text-fg">
                      {line.value}
                    </SmartLink>
                  ) : (
                    line.value
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <nav aria-label={site.ui.footerNavigation} className="contents">
          {footer.columns.map((column) => (
            <div key={column.title}>
              <h2 className="text-sm font-semibold">{column.title}</h2>
              <ul className="mt-3 space-y-1">
                {column.links.map((link) => (
                  <li key={link.label}>
                    <SmartLink href={link.href} className="inline-block py-1 text-sm text-muted hover:text-fg">
                      {link.label}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-6xl flex-col-reverse items-center justify-between gap-4 px-4 py-6 sm:flex-row sm:px-6">
          <p className="text-sm text-muted" suppressHydrationWarning>
            {before}
            {new Date().getFullYear()}
            {after}
          </p>
          <ul aria-label={site.ui.social} className="flex gap-2">
            {footer.social.map((link) => (
              <li key={link.href}>
                <SmartLink
                  href={link.href}
                  className="inline-flex size-11 items-center justify-center rounded-lg text-muted hover:bg-bg hover:text-fg"
                >
                  <Icon name={link.icon} className="size-5" />
                  <span className="sr-only">{link.label}</span>
                </SmartLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  )
}
