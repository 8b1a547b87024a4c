import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { findChromium } from '../../tests/e2e/chromium.ts'

/** The one line to print when no browser can be found or installed here. */
export const installHint =
  'No Chromium for the browser tests: install one (Debian/Ubuntu: `sudo apt-get install chromium`; elsewhere: `npx playwright install chromium`), or set CHROMIUM_PATH to a Chrome or Chromium.'

/**
 * A Chromium for the browser tests: the system's (or $CHROMIUM_PATH), else one installed the way this machine allows:
 * Debian's package when running as root on Debian or Ubuntu, Playwright's installer elsewhere. Undefined when
 * neither works (offline, no rights); the caller prints `installHint`.
 */
export function ensureChromium(root: string): string | undefined {
  const found = findChromium()
  if (found) return found
  const run = (command: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
    spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status === 0
  const debian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get')
  if (process.platform === 'linux' && debian && process.getuid?.() === 0) {
    console.log("\nNo Chromium found: installing Debian's package (apt-get install chromium)…")
    const quiet = { DEBIAN_FRONTEND: 'noninteractive' }
    if (run('apt-get', ['update', '-qq'], quiet) && run('apt-get', ['install', '-y', '-qq', 'chromium'], quiet))
      return findChromium()
  } else {
    console.log("\nNo Chromium found: installing Playwright's (npx playwright install chromium)…")
    if (run(join(root, 'node_modules/.bin/playwright'), ['install', 'chromium'])) return findChromium()
  }
  return undefined
}
