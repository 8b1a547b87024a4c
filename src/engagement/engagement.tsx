import { useEffect, useState, type ComponentType } from 'react'
import { track } from '../analytics/track.ts'
import { popups } from '../generated/popups.ts'
import { session } from '../storage/safe-storage.ts'
import { watchExitIntent } from './exit-intent.ts'
import { isChatOpen } from './layers.ts'
import { PurchaseNotices } from './purchase-notices.tsx'

type DialogProps = { open: boolean; onClose: (how: string) => void }

/** The conversion features: recent-purchase notices, and the exit-intent offer whose dialog loads when it triggers. */
export function Engagement() {
  const [Dialog, setDialog] = useState<ComponentType<DialogProps> | null>(null)
  const [open, setOpen] = useState(false)

  useEffect(
    () =>
      watchExitIntent(
        popups.exitIntent,
        popups.storageKeys,
        (trigger) => {
          import('./exit-offer-dialog.tsx').then(
            (module) => {
              setDialog(() => module.default)
              setOpen(true)
              track('exit_popup_shown', { trigger })
            },
            () => undefined,
          )
        },
        isChatOpen,
      ),
    [],
  )

  const close = (how: string) => {
    if (!open) return
    setOpen(false)
    session.set(popups.storageKeys.exitShown, '1')
    track(how === 'converted' ? 'exit_popup_converted' : 'exit_popup_closed', { how })
  }

  return (
    <>
      <PurchaseNotices />
      {Dialog && <Dialog open={open} onClose={close} />}
    </>
  )
}
