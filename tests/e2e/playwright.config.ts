import { defineConfig } from '@playwright/test'
import { chromiumArgs, findChromium } from './chromium.ts'

const port = Number(process.env.E2E_PORT ?? 4321)

// Runs against the built, prerendered site (dist/client), served like a static host. `npm test` builds first.
export default defineConfig({
  testDir: '.',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON ? [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON }]] : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    trace: 'off',
  },
  webServer: {
    command: `node_modules/.bin/tsx scripts/serve.ts --port ${port}`,
    cwd: '../..',
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
  },
})
