import { useEffect, useState } from 'react'
import { track } from '../analytics/track.ts'
import { popups } from '../generated/popups.ts'
import { session } from '../storage/safe-storage.ts'
import { cn } from '../ui/cn.ts'
import { Icon } from '../ui/icon.tsx'
import { layerClasses, useChatOpen } from './layers.ts'
import { startNoticeSchedule } from './notice-schedule.ts'

const config = popups.recentPurchase
type Entry = (typeof config.entries)[number]

/**
 * Recent-purchase notices: the first after firstDelayMs, each visible for visibleMs, the next after a random
 * intervalMinMs–intervalMaxMs; each a random entry from popups.yaml. Announced politely; the dismiss button stops
 * them for the session (WCAG 2.2.2). They slide in only when the visitor allows motion.
 */
export function PurchaseNotices() {
  const [entry, setEntry] = useState<Entry | null>(null)
  const [stopped, setStopped] = useState(false)
  const chatOpen = useChatOpen()

  useEffect(() => {
    if (!config.enabled || stopped || session.get(popups.storageKeys.purchasesDismissed)) return
    return startNoticeSchedule(
      config,
      (next) => {
        setEntry(next)
        track('purchase_notice_shown', { plan: next.plan })
      },
      () => setEntry(null),
    )
  }, [stopped])

  const dismiss = () => {
    session.set(popups.storageKeys.purchasesDismissed, '1')
    track('purchase_notice_dismissed')
    setEntry(null)
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
      role="status"
      data-layer="purchase-notice"
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
