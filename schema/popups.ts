import { z } from 'zod'
import { href, milliseconds, text } from './primitives.ts'

/** The offer shown when a visitor seems about to leave. */
const exitIntent = z.strictObject({
  /** Turns the popup on or off. */
  enabled: z.boolean(),
  /** Shows it unconditionally this long after load (a test trigger). Leave out to switch it off. */
  showAfterMs: milliseconds.optional(),
  /** Scroll depth (0 to 1) past which a return to the tab shows it. */
  scrollThreshold: z.number().min(0).max(1),
  /** Delay after the visitor returns to the tab. */
  returnDelayMs: milliseconds,
  /** Small label above the title. */
  badge: text,
  /** The dialog title. */
  title: text,
  /** The paragraph under the title. */
  text,
  /** The offered plan's id in plans.yaml (its name and prices are shown). */
  offer: z.string().min(1),
  /** The savings line, e.g. "Save {{offers.bundle.savings}}". */
  savings: text,
  /** Lines listing what the offer includes. */
  includes: z.array(text).min(1),
  /** The buy button. */
  cta: text,
  /** Where the buy button goes. */
  href,
  /** The button that closes the dialog without buying. */
  decline: text,
  /** Accessible name of the close (×) button. */
  close: text,
})

/** One fictional recent purchase. */
const purchase = z.strictObject({
  /** The buyer's first name and initial. */
  name: text,
  /** Where they are. */
  location: text,
  /** How long ago, e.g. "2 minutes ago". */
  timeAgo: text,
  /** What they bought. */
  plan: text,
})

/** Small notices of recent purchases. */
const recentPurchase = z.strictObject({
  /** Turns the notices on or off. */
  enabled: z.boolean(),
  /** Delay before the first notice. */
  firstDelayMs: milliseconds,
  /** How long each notice stays. */
  visibleMs: milliseconds,
  /** Shortest wait before the next notice. */
  intervalMinMs: milliseconds,
  /** Longest wait before the next notice. */
  intervalMaxMs: milliseconds,
  /** The notice text; {name}, {location}, {plan} and {timeAgo} are filled in. */
  message: text,
  /** Accessible name of the button that stops notices for this visit. */
  dismiss: text,
  /** The sample purchases, picked at random. */
  entries: z.array(purchase).min(1),
})

/** Browser storage keys used by the popups. */
const storageKeys = z.strictObject({
  /** sessionStorage key set once the exit popup has been shown. */
  exitShown: z.string().min(1),
  /** sessionStorage key set once the visitor scrolled past the threshold. */
  deepScroll: z.string().min(1),
  /** sessionStorage key set when the visitor dismissed purchase notices. */
  purchasesDismissed: z.string().min(1),
})

/** Exit-intent offer and recent-purchase notices. */
export const popups = z
  .strictObject({
    /** The exit-intent offer. */
    exitIntent,
    /** The recent-purchase notices. */
    recentPurchase,
    /** Browser storage keys. */
    storageKeys,
  })
  .refine((value) => value.recentPurchase.intervalMinMs <= value.recentPurchase.intervalMaxMs, {
    path: ['recentPurchase', 'intervalMaxMs'],
    error: 'intervalMaxMs must be at least intervalMinMs',
  })

export type Popups = z.output<typeof popups>
