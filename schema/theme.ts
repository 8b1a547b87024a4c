import { z } from 'zod'

/** The theme choices a visitor has. */
export const themeChoice = z.enum(['light', 'dark', 'system'])

/** Colour theme settings. */
export const theme = z.strictObject({
  /** localStorage key that remembers the visitor's choice. */
  storageKey: z.string().min(1),
  /** The choice used before the visitor picks one. "system" follows the device, and is dark when unknown. */
  default: themeChoice,
})

export type ThemeChoice = z.output<typeof themeChoice>
export type Theme = z.output<typeof theme>
