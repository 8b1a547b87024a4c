import type { IconName } from '../../schema/icons.ts'
import { iconSymbolsId, inPageIconId } from './slot-ids.ts'
import sprite from './icons.svg?no-inline'
import { cn } from './cn.ts'
import { PrerenderSlot } from './prerender-slot.tsx'

/** Icons only the interface draws (content uses IconName). Every name is a <symbol> in icons.svg. */
export const interfaceIconNames = [
  'menu',
  'close',
  'sun',
  'moon',
  'monitor',
  'thumbs-up',
  'thumbs-down',
  'send',
  'stop',
  'refresh',
] as const

export type AnyIconName = IconName | (typeof interfaceIconNames)[number]

/**
 * Where an icon's drawing is: in the page when the prerender put it there (so the first paint needs no sprite
 * request), else in the sprite (one cached file) for icons that appear later, such as the chat's.
 */
function drawing(name: AnyIconName): string {
  const id = inPageIconId(name)
  if (typeof document === 'undefined' || document.getElementById(id)) return `#${id}`
  return `${sprite}#${name}`
}

/** The drawings of the icons this page shows, written by the prerender (scripts/site/slots.ts). */
export const IconSymbols = () => (
  <PrerenderSlot id={iconSymbolsId} as="svg" className="absolute size-0 overflow-hidden" />
)

/**
 * A decorative icon. It adds nothing to the JavaScript: its drawing is in the page or in the sprite. It is hidden
 * from screen readers, so pair it with text or an aria-label.
 */
export function Icon({ name, className, filled }: { name: AnyIconName; className?: string; filled?: boolean }) {
  return (
    // The stroke style is the `ic` class (styles.css), not attributes: 76 icons on the home page would repeat it.
    <svg className={cn('ic', filled && 'fill-current', className)} aria-hidden="true">
      <use href={drawing(name)} />
    </svg>
  )
}
