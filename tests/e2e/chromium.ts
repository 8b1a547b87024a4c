import { existsSync } from 'node:fs'
import { delimiter, join } from 'node:path'
import { chromium } from '@playwright/test'

/** Where Chromium or Chrome usually is, by platform (the first that exists wins). */
const knownPaths: Partial<Record<NodeJS.Platform, string[]>> = {
  linux: ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'],
  darwin: [
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  ],
  win32: [
    join(process.env.PROGRAMFILES ?? 'C:\\Program Files', 'Google/Chrome/Application/chrome.exe'),
    join(process.env['PROGRAMFILES(X86)'] ?? 'C:\\Program Files (x86)', 'Google/Chrome/Application/chrome.exe'),
    join(process.env.LOCALAPPDATA ?? '', 'Google/Chrome/Application/chrome.exe'),
  ],
}

/** The first of these commands on the PATH, as a full path. */
function onPath(names: string[]): string | undefined {
  const folders = (process.env.PATH ?? '').split(delimiter).filter(Boolean)
  for (const name of names) for (const folder of folders) if (existsSync(join(folder, name))) return join(folder, name)
  return undefined
}

/** Finds a Chromium to test with: $CHROMIUM_PATH, the system's Chromium or Chrome, or Playwright's own browser. */
export function findChromium(): string | undefined {
  const system = [process.env.CHROMIUM_PATH, ...(knownPaths[process.platform] ?? [])]
  const found =
    system.find((path) => path && existsSync(path)) ??
    onPath(['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'])
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
