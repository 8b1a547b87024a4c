import { useCallback, useEffect, useRef, useState } from 'react'
import { track } from '../analytics/track.ts'
import { popups } from '../generated/popups.ts'
import { session } from '../storage/safe-storage.ts'
import { cn } from '../ui/cn.ts'
import { Icon } from '../ui/icon.tsx'
import { layerClasses, useChatOpen } from './layers.ts'
import { startNoticeSchedule } from './notice-schedule.ts'

const config = popups.recentPurchase
type Entry = (typeof config.entries)[number]

/** The height a notice takes at the bottom of a phone's screen, its margin included. */
const noticeBand = 112

/** True on a narrow screen when the hero's main button is in the band at the bottom where a notice shows. */
function coversHeroAction(): boolean {
  if (window.innerWidth >= 640) return false
  const button = document.querySelector('[data-hero-actions]')?.firstElementChild?.getBoundingClientRect()
  return button !== undefined && button.bottom > window.innerHeight - noticeBand && button.top < window.innerHeight
}

/**
 * Recent-purchase notices: the first after firstDelayMs, each visible for visibleMs, the next after a random
 * intervalMinMs–intervalMaxMs; each a random entry from popups.yaml. Announced politely; the dismiss button stops
 * them for the session (WCAG 2.2.2). They slide in only when the visitor allows motion.
 */
export function PurchaseNotices() {
  const [entry, setEntry] = useState<Entry | null>(null)
  const [stopped, setStopped] = useState(false)
  const chatOpen = useChatOpen()
  const box = useRef<HTMLDivElement>(null)
  // Where focus was before it came into the notice, to give it back when the notice goes.
  const returnFocus = useRef<Element | null>(null)

  const hide = useCallback(() => {
    if (box.current?.contains(document.activeElement)) {
      const target = returnFocus.current
      const field = document.querySelector<HTMLElement>('#chat-panel:not([hidden]) textarea')
      if (target instanceof HTMLElement && target.isConnected) target.focus()
      else field?.focus()
    }
    setEntry(null)
  }, [])

  useEffect(() => {
    if (!config.enabled || stopped || session.get(popups.storageKeys.purchasesDismissed)) return
    return startNoticeSchedule(
      config,
      (next) => {
        // On a phone a notice would cover the hero's main button: it skips its turn while that button is in view.
        if (coversHeroAction()) return
        setEntry(next)
        track('purchase_notice_shown', { plan: next.plan })
      },
      hide,
    )
  }, [stopped, hide])

  // Scrolling the hero's button under a notice makes the notice give way.
  useEffect(() => {
    if (!entry) return
    const onScroll = () => coversHeroAction() && hide()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [entry, hide])

  const dismiss = () => {
    session.set(popups.storageKeys.purchasesDismissed, '1')
    track('purchase_notice_dismissed')
    hide()
    setStopped(true)
  }

  const message = entry
    ? config.message
        .replace('{name}', entry.name)
        .replace('{location}', entry.location)
        .replace('{plan}', entry.plan)
        .replace('{timeAgo}', entry.timeAgo)
    : ''
  return (
    <div
      ref={box}
      role="status"
      data-layer="purchase-notice"
      onFocus={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) returnFocus.current = event.relatedTarget
      }}
      className={cn(layerClasses.purchaseNotice, chatOpen && 'max-sm:hidden', !entry && 'pointer-events-none')}
    >
      {entry && (
        <div className="flex items-start gap-3 rounded-xl border border-border bg-bg p-3 pr-2 shadow-lg motion-safe:animate-[notice-in_300ms_ease-out]">
          <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-success/15 text-success">
            <Icon name="check" className="size-5" />
          </span>
          <p className="grow text-sm">
            <span className="block font-medium">{message}</span>
            <span className="block text-xs text-muted">{entry.timeAgo}</span>
          </p>
          <button
            type="button"
            onClick={dismiss}
            aria-label={config.dismiss}
            title={config.dismiss}
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-muted hover:bg-card hover:text-fg"
          >
            <Icon name="close" className="size-4" />
          </button>
        </div>
      )}
    </div>
  )
}
