/** A sliding-window limit on requests: at most `maxRequests` in any `windowMs`. */
export function createRateLimiter(limit: { maxRequests: number; windowMs: number }, now: () => number = Date.now) {
  const times: number[] = []
  const prune = () => {
    const cutoff = now() - limit.windowMs
    while (times.length > 0 && times[0]! <= cutoff) times.shift()
  }
  return {
    /** Takes a slot and returns true, or returns false when the window is full. */
    tryAcquire(): boolean {
      prune()
      if (times.length >= limit.maxRequests) return false
      times.push(now())
      return true
    },
    /** Milliseconds until a slot frees up (0 when one is free). */
    waitMs(): number {
      prune()
      return times.length < limit.maxRequests ? 0 : times[0]! + limit.windowMs - now()
    },
  }
}
