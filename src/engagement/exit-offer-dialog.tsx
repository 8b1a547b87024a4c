import { Dialog } from 'radix-ui'
import { useRef } from 'react'
import { exitOffer, popups } from '../generated/popups.ts'
import { buttonClass } from '../ui/action-button.tsx'
import { cn } from '../ui/cn.ts'
import { Icon } from '../ui/icon.tsx'
import { SmartLink } from '../ui/smart-link.tsx'
import { TickList } from '../ui/tick-list.tsx'

const offer = popups.exitIntent

/**
 * The exit-intent offer: a modal Radix dialog (focus moves in and is trapped, Escape closes) showing the offered
 * plan's prices from plans.yaml. Focus returns to where it was before the dialog opened.
 */
export default function ExitOfferDialog({ open, onClose }: { open: boolean; onClose: (how: string) => void }) {
  const previous = useRef<Element | null>(typeof document === 'undefined' ? null : document.activeElement)
  // Radix reports every way of closing through onOpenChange; remember which one it was to log it once.
  const how = useRef('close')
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) return
        onClose(how.current)
        how.current = 'close'
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/50 motion-safe:animate-[fade-in_200ms_ease-out]" />
        <Dialog.Content
          data-layer="exit-offer"
          onEscapeKeyDown={() => (how.current = 'escape')}
          onPointerDownOutside={() => (how.current = 'outside')}
          onCloseAutoFocus={(event) => {
            // Return focus to where it was, a frame later: until Radix has unhidden the page it cannot take focus.
            event.preventDefault()
            const target = previous.current
            if (target instanceof HTMLElement) requestAnimationFrame(() => target.focus())
          }}
          className="fixed top-1/2 left-1/2 z-[61] max-h-[90dvh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-bg p-6 shadow-2xl motion-safe:animate-[pop-in_200ms_ease-out] sm:p-8"
        >
          <p className="inline-block rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold text-fg">
            {offer.badge}
          </p>
          <Dialog.Title className="mt-4 pr-8 text-2xl font-bold">{offer.title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-muted">{offer.text}</Dialog.Description>
          <div className="mt-6 rounded-xl border border-border bg-card p-5">
            <p className="font-semibold">{exitOffer.name}</p>
            <p className="mt-1 flex items-baseline gap-2">
              <span className="text-3xl font-extrabold">{exitOffer.price}</span>
              {exitOffer.compareAtPrice && <s className="text-muted">{exitOffer.compareAtPrice}</s>}
              <span className="rounded-full bg-success px-2 py-0.5 text-xs font-bold text-bg">{offer.savings}</span>
            </p>
            <TickList items={offer.includes} className="mt-4 space-y-2 text-sm" />
          </div>
          <div className="mt-6 flex flex-col gap-3">
            <SmartLink
              href={offer.href}
              className={cn(buttonClass('primary', 'lg'), 'w-full')}
              onClick={() => onClose('converted')}
            >
              {offer.cta}
            </SmartLink>
            <Dialog.Close
              className={cn(buttonClass('ghost'), 'mx-auto text-muted')}
              onClick={() => (how.current = 'decline')}
            >
              {offer.decline}
            </Dialog.Close>
          </div>
          <Dialog.Close
            className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-lg text-muted hover:bg-card hover:text-fg"
            aria-label={offer.close}
          >
            <Icon name="close" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
