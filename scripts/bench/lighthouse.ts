import { execFile } from 'node:child_process'
import { mkdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { chromiumArgs, findChromium } from '../../tests/e2e/chromium.ts'

/** The figures of one Lighthouse run (mobile, simulated slow 4G and a 4× slower CPU). */
export interface LighthouseRun {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  jsBytes: number
  htmlBytes: number
  totalBytes: number
}

/** A free TCP port on this machine. */
export function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => done(port))
    })
  })
}

export const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!

/**
 * Runs Lighthouse (mobile, Debian Chromium) once on a URL. Asynchronous, because the static server usually runs in
 * the caller's process and must keep answering. Throws with Lighthouse's message when the run fails, which happens
 * on a busy machine now and then (no trace recorded): callers retry.
 */
export async function lighthouse(url: string, root: string): Promise<LighthouseRun> {
  const output = join(root, '.bench')
  mkdirSync(output, { recursive: true })
  const file = join(output, 'lighthouse.json')
  await promisify(execFile)(
    join(root, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${file}`,
      '--form-factor=mobile',
      `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: findChromium() } },
  ).catch((error: { stderr?: string }) => {
    throw new Error(String(error.stderr ?? error).trim())
  })
  const report = JSON.parse(readFileSync(file, 'utf8'))
  if (report.runtimeError) throw new Error(report.runtimeError.message)
  const audit = (id: string) => report.audits[id].numericValue as number
  const items = report.audits['network-requests'].details.items as { resourceType: string; transferSize: number }[]
  const bytes = (type?: string) =>
    items.filter((item) => !type || item.resourceType === type).reduce((sum, item) => sum + item.transferSize, 0)
  return {
    performance: report.categories.performance.score * 100,
    accessibility: report.categories.accessibility.score * 100,
    bestPractices: report.categories['best-practices'].score * 100,
    seo: report.categories.seo.score * 100,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsBytes: bytes('Script'),
    htmlBytes: bytes('Document'),
    totalBytes: bytes(),
  }
}

/** `runs` successful runs of a URL, allowing two failed attempts; the last failure when none succeeded. */
export async function lighthouseRuns(url: string, root: string, runs: number) {
  const results: LighthouseRun[] = []
  let failure = ''
  for (let attempts = 0; results.length < runs && attempts < runs + 2; attempts++) {
    try {
      results.push(await lighthouse(url, root))
    } catch (error) {
      failure = (error as Error).message
    }
  }
  return { results, failure }
}
