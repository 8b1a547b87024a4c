/**
 * Time to hydration (figures, not tests): when a visitor's first tap would be handled. Loads pages of a built site in
 * Chromium with Lighthouse's mobile throttling applied through the DevTools protocol (slow 4G: 150 ms round trip,
 * 1.6 Mbit/s down, 750 kbit/s up; CPU 4× slower), and records, from navigation start, the first animation frame at
 * which React has hydrated the header (its event handlers are attached), plus FCP. Median of `--runs` (default 5).
 *
 *   npm run bench:hydration                      the site in dist/client
 *   npm run bench:hydration -- --dist OTHER      another build, e.g. an older commit's, for a before/after
 */
import { join, resolve } from 'node:path'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { chromiumArgs, findChromium } from '../tests/e2e/chromium.ts'
import { freePort, median } from './bench/lighthouse.ts'
import { createStaticServer } from './site/static-server.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, dist: { type: 'string', default: join(root, 'dist/client') } },
})
const port = await freePort()
const server = createStaticServer(resolve(values.dist)).listen(port)
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs })

/** Records, in the page, the first frame at which the header has React's handlers (page code: no DOM types here). */
const watchHydration = `(() => {
  const check = () => {
    const header = document.querySelector('header')
    if (header && Object.keys(header).some((key) => key.startsWith('__react'))) window.hydratedAt = performance.now()
    else requestAnimationFrame(check)
  }
  requestAnimationFrame(check)
})()`

console.log(`Time to hydration, slow 4G + 4× CPU, median of ${values.runs} (${values.dist}):\n`)
console.log('| Page | FCP | Hydrated |')
console.log('| --- | --- | --- |')
try {
  for (const route of ['/', '/pricing', '/ai-agent']) {
    const fcp: number[] = []
    const hydrated: number[] = []
    for (let run = 0; run < Number(values.runs); run++) {
      // bypassCSP: the measuring code is evaluated in the page, which the site's policy rightly forbids.
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, bypassCSP: true })
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      })
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      await page.addInitScript(watchHydration)
      await page.goto(`http://localhost:${port}${route}`)
      await page.waitForFunction("'hydratedAt' in window", undefined, { timeout: 60_000 })
      const times = await page.evaluate<{ hydrated: number; fcp: number }>(
        "({ hydrated: window.hydratedAt, fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN })",
      )
      fcp.push(times.fcp)
      hydrated.push(times.hydrated)
      await context.close()
    }
    console.log(`| ${route} | ${Math.round(median(fcp))} ms | ${Math.round(median(hydrated))} ms |`)
  }
} finally {
  await browser.close()
  server.close()
}
