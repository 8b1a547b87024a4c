import { site } from '../generated/site.ts'
import { local } from '../storage/safe-storage.ts'

/** Property values an event may carry: never message text or keys. */
export type EventProperties = Record<string, string | number | boolean>

/** One logged event. */
export interface AnalyticsEvent {
  event: string
  properties: EventProperties
  timestamp: string
}

const { storageKey, maxEvents } = site.analytics

/** The logged events, oldest first. */
export function readEvents(): AnalyticsEvent[] {
  try {
    const parsed = JSON.parse(local.get(storageKey) ?? '[]') as unknown
    return Array.isArray(parsed) ? (parsed as AnalyticsEvent[]) : []
  } catch {
    return []
  }
}

/** Records an event in the local log, keeping the newest `maxEvents` (50). Never throws. */
export function track(event: string, properties: EventProperties = {}): void {
  const events = [...readEvents(), { event, properties, timestamp: new Date().toISOString() }]
  local.set(storageKey, JSON.stringify(events.slice(-maxEvents)))
}
