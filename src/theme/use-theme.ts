import { useCallback, useSyncExternalStore } from 'react'
import type { ThemeChoice } from '../../schema/theme.ts'
import { track } from '../analytics/track.ts'
import { site } from '../generated/site.ts'

const { storageKey } = site.theme
const choices: ThemeChoice[] = ['light', 'dark', 'system']
const listeners = new Set<() => void>()

function readChoice(): ThemeChoice {
  const value = document.documentElement.dataset.theme
  return choices.includes(value as ThemeChoice) ? (value as ThemeChoice) : site.theme.default
}

/** Applies a choice to <html> and remembers it; storage that throws only loses the memory, not the change. */
export function applyTheme(choice: ThemeChoice) {
  const root = document.documentElement
  const dark = choice === 'dark' || (choice === 'system' && !matchMedia('(prefers-color-scheme: light)').matches)
  root.classList.toggle('dark', dark)
  root.dataset.theme = choice
  try {
    localStorage.setItem(storageKey, choice)
  } catch {
    // Storage is blocked (private mode, policy): the theme still applies for this page.
  }
  listeners.forEach((listener) => listener())
}

/** Applies the visitor's choice and logs it. */
function chooseTheme(choice: ThemeChoice) {
  applyTheme(choice)
  track('theme_change', { theme: choice })
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  const media = matchMedia('(prefers-color-scheme: light)')
  const onSystemChange = () => readChoice() === 'system' && applyTheme('system')
  media.addEventListener('change', onSystemChange)
  return () => {
    listeners.delete(listener)
    media.removeEventListener('change', onSystemChange)
  }
}

/** The visitor's theme choice and a setter. On the server (and during hydration) it reports the default. */
export function useTheme() {
  const choice = useSyncExternalStore(subscribe, readChoice, () => site.theme.default)
  const next = useCallback(() => choices[(choices.indexOf(readChoice()) + 1) % choices.length]!, [])
  return { choice, setChoice: chooseTheme, next }
}
