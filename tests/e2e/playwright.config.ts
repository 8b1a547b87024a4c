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
  // A limit for a hang, not a budget: tests that visit every route or click 55 times took 31 s of the default 30
  // on a 2-core machine busy beside them (stop 58). `npm run bench` measures speed.
  timeout: 90_000,
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
