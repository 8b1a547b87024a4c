import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { navigation, site } from '../generated/site.ts'
import { ActionButton } from '../ui/action-button.tsx'
import { Icon } from '../ui/icon.tsx'
import { SmartLink } from '../ui/smart-link.tsx'
import { ThemeToggle } from './theme-toggle.tsx'

const linkClass = 'rounded-md px-3 py-2 text-sm font-medium text-muted hover:text-fg'

/** The sticky header: brand, navigation, buy buttons, theme toggle and the mobile menu. */
export function Header() {
  const location = useRouterState({ select: (state) => state.location.href })
  // The menu is open for the address it was opened at, so navigating closes it.
  const [openAt, setOpenAt] = useState<string | null>(null)
  const open = openAt === location
  const setOpen = (value: boolean) => setOpenAt(value ? location : null)

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpenAt(null)
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-bg/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <Link to="/" className="mr-4 flex shrink-0 items-center gap-2 text-lg font-bold">
          <Icon name="rocket" className="size-6 text-accent" />
          {site.brand}
        </Link>
        <nav aria-label={site.ui.mainNavigation} className="hidden lg:block">
          <ul className="flex items-center">
            {navigation.header.links.map((link) => (
              <li key={link.href}>
                <SmartLink href={link.href} className={`${linkClass} whitespace-nowrap`}>
                  {link.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <ThemeToggle />
          {/* The buy buttons fit beside the links from 1280 px; narrower, they are in the menu. */}
          <div className="hidden shrink-0 items-center gap-2 xl:flex">
            {navigation.header.actions.map((action) => (
              <ActionButton key={action.label} action={action} className="whitespace-nowrap" />
            ))}
          </div>
          <button
            type="button"
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-card xl:hidden no-js:hidden"
            aria-expanded={open}
            aria-controls="mobile-menu"
            onClick={() => setOpen(!open)}
          >
            <Icon name={open ? 'close' : 'menu'} className="size-6" />
            <span className="sr-only">{open ? site.ui.closeMenu : site.ui.openMenu}</span>
          </button>
        </div>
      </div>
      <div id="mobile-menu" hidden={!open} className="border-t border-border px-4 pb-6 xl:hidden">
        <nav aria-label={site.ui.mainNavigation} className="lg:hidden">
          <ul className="flex flex-col py-2">
            {navigation.header.links.map((link) => (
              <li key={link.href}>
                <SmartLink
                  href={link.href}
                  className="block rounded-md px-2 py-3 font-medium"
                  onClick={() => setOpen(false)}
                >
                  {link.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-col gap-3 pt-4 lg:flex-row lg:justify-end">
          {navigation.header.actions.map((action) => (
            <ActionButton key={action.label} action={action} size="lg" />
          ))}
        </div>
      </div>
    </header>
  )
}
