/** A key-value store that never throws: browser storage when it works, memory when it is blocked or full. */
export interface SafeStorage {
  get(key: string): string | null
  set(key: string, value: string): void
  remove(key: string): void
  /** False once a write has failed (or storage was unreachable): values are kept only until the page unloads. */
  readonly persistent: boolean
}

/**
 * Wraps localStorage or sessionStorage. Reading the property itself can throw (blocked cookies, sandboxed
 * frames), and so can writes (quota, Safari private mode); either way the value is kept in memory instead.
 */
export function safeStorage(kind: 'localStorage' | 'sessionStorage'): SafeStorage {
  const memory = new Map<string, string>()
  let persistent = true
  const backend = (): Storage | undefined => {
    try {
      return typeof window === 'undefined' ? undefined : window[kind]
    } catch {
      persistent = false
      return undefined
    }
  }
  return {
    get(key) {
      if (memory.has(key)) return memory.get(key)!
      try {
        return backend()?.getItem(key) ?? null
      } catch {
        return null
      }
    },
    set(key, value) {
      try {
        const storage = backend()
        if (!storage) throw new Error('storage unavailable')
        storage.setItem(key, value)
        memory.delete(key)
      } catch {
        persistent = false
        memory.set(key, value)
      }
    },
    remove(key) {
      memory.delete(key)
      try {
        backend()?.removeItem(key)
      } catch {
        // Nothing stored there to remove.
      }
    },
    get persistent() {
      return persistent && backend() !== undefined
    },
  }
}

/** The page's localStorage, safely. */
export const local = safeStorage('localStorage')
/** The page's sessionStorage, safely. */
export const session = safeStorage('sessionStorage')
