import { z } from 'zod'

/** The icon names content can use. The drawings are <symbol>s in src/ui/icons.svg. */
export const iconNames = [
  'zap',
  'layout',
  'smartphone',
  'palette',
  'code',
  'shield',
  'rocket',
  'search',
  'gauge',
  'layers',
  'package',
  'book',
  'mail',
  'help',
  'file',
  'download',
  'terminal',
  'settings',
  'cloud',
  'star',
  'bot',
  'message',
  'clock',
  'users',
  'check',
  'github',
  'twitter',
  'linkedin',
  'sparkles',
  'trending',
] as const

/** One of the site's icon names, e.g. "zap" or "palette". */
export const icon = z.enum(iconNames)

export type IconName = z.infer<typeof icon>
