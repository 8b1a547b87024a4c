import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

/** Finds a Chromium to test with: $CHROMIUM_PATH, the system one, or Playwright's managed browser. */
export function findChromium(): string | undefined {
  const system = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']
  const found = system.find((path) => path && existsSync(path))
  if (found) return found
  try {
    const managed = chromium.executablePath()
    return existsSync(managed) ? managed : undefined
  } catch {
    return undefined
  }
}

/** Flags for Chromium on these machines: root needs --no-sandbox; the rest keep a closed network quiet. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
]
