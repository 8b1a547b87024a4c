import { Link } from '@tanstack/react-router'
import type { ComponentProps, ReactNode } from 'react'
import { site } from '../generated/site.ts'

type SmartLinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string; children: ReactNode }

/** True when a link leaves the site and must open in a new tab (mailto opens the mail client instead). */
export function isExternal(href: string): boolean {
  return href.startsWith('https://') || href.startsWith('http://')
}

/**
 * A link to anywhere: routes navigate in the app (with their #anchor), anchors on the same page scroll,
 * external links open in a new tab with rel="noopener noreferrer", mailto opens the mail client.
 */
export function SmartLink({ href, children, ...props }: SmartLinkProps) {
  if (isExternal(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
        {children}
        <span className="sr-only"> {site.ui.opensInNewTab}</span>
      </a>
    )
  }
  if (href.startsWith('/')) {
    const [to, hash] = href.split('#') as [string, string | undefined]
    return (
      <Link to={to} hash={hash} {...props}>
        {children}
      </Link>
    )
  }
  return (
    <a href={href} {...props}>
      {children}
    </a>
  )
}
