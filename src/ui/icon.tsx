import type { IconName } from '../../schema/icons.ts'
import sprite from './icons.svg?no-inline'

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
 * A decorative icon from the sprite (one cached file, so the drawings add nothing to the JavaScript or to each
 * page's HTML). It is hidden from screen readers, so pair it with text or an aria-label.
 */
export function Icon({ name, className, filled }: { name: AnyIconName; className?: string; filled?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  )
}
