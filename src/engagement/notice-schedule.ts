import type { Popups } from '../../schema/popups.ts'

type Config = Popups['recentPurchase']
type Entry = Config['entries'][number]

/** A random whole number of milliseconds between min and max, inclusive. */
export function randomDelay(min: number, max: number, random = Math.random): number {
  return Math.round(min + random() * (max - min))
}

/**
 * Runs the recent-purchase rhythm from content: first notice after firstDelayMs, each shown for visibleMs, the next
 * after a random intervalMinMs–intervalMaxMs, each a random entry. Returns a function that stops it.
 */
export function startNoticeSchedule(
  config: Config,
  show: (entry: Entry) => void,
  hide: () => void,
  random = Math.random,
): () => void {
  let timer: ReturnType<typeof setTimeout>
  const next = () => {
    show(config.entries[Math.floor(random() * config.entries.length)]!)
    timer = setTimeout(() => {
      hide()
      timer = setTimeout(next, randomDelay(config.intervalMinMs, config.intervalMaxMs, random))
    }, config.visibleMs)
  }
  timer = setTimeout(next, config.firstDelayMs)
  return () => clearTimeout(timer)
}
