/**
 * The LCP benchmark (figures, not tests): how close each page's first paint comes to the floor, the best this
 * content can do.
 *
 * The floor page is the home page's <h1> with the site's inline CSS and no scripts, written next to the built site
 * and served by the same server. Lighthouse (mobile) runs `--runs` times (default 5) on the floor and on home,
 * /pricing and the longest page, in rounds (floor, home, /pricing, longest, then again), so that a machine growing
 * busier or quieter weighs on every page alike; each page's files are fetched once before the first round, so no
 * page pays for the server's first reads from disk (a CDN serves from memory). It prints the median and worst LCP,
 * each as a ratio to the floor's median, with FCP, TBT, CLS and the JavaScript and HTML bytes. `--busy` keeps one
 * core spinning during the runs, as on a loaded CI machine. Run `npm run build` first. Writes .bench/lcp.json.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { Worker } from 'node:worker_threads'
import { htmlFiles } from './site/html-files.ts'
import { createStaticServer } from './site/static-server.ts'
import { freePort, lighthouseRuns, median, type LighthouseRun } from './bench/lighthouse.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const client = join(root, 'dist/client')
const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, busy: { type: 'boolean', default: false } },
})
const runs = Number(values.runs)

/** The floor: the home page's <h1> with the same inline CSS, theme script and no other script. */
function floorPage(): string {
  const home = readFileSync(join(client, 'index.html'), 'utf8')
  const style = home.match(/<style[^>]*>[\s\S]*?<\/style>/)?.[0]
  const h1 = home.match(/<h1[\s\S]*?<\/h1>/)?.[0]
  // The theme part of the boot script, without the loader the prerender appends after it.
  const theme = `<script>${home.match(/\(function\(\)\{var c=[\s\S]*?\}\)\(\)/)?.[0] ?? ''}</script>`
  if (!style || !h1) throw new Error('dist/client/index.html has no inline <style> or no <h1>: build the site first')
  const body = home.match(/<body[^>]*>/)![0]
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title>${theme}${style}</head>${body}<main><section class="px-4 pt-20 pb-16 text-center sm:px-6">${h1}</section></main></body></html>`
}

/** The longest page by HTML bytes, other than home and /pricing. */
function longestRoute(): string {
  const pages = htmlFiles(client)
    .filter((file) => file.endsWith('/index.html') && file !== join(client, 'index.html'))
    .map((file) => ({ file, bytes: readFileSync(file).length }))
    .sort((a, b) => b.bytes - a.bytes)
  const page = pages.find((candidate) => !candidate.file.endsWith('/pricing/index.html'))!
  return `/${page.file.slice(client.length + 1).replace(/\/?index\.html$/, '')}`
}

/** Fetches a page and every same-site file it names (styles, scripts, images, the entry its loader adds) once. */
async function warmUp(origin: string, route: string) {
  const html = await (await fetch(origin + route)).text()
  const files = new Set(
    [...html.matchAll(/(?:src|href)="(\/[^"#?]+)"|["'](\/assets\/[^"']+)["']/g)].map((match) => match[1] ?? match[2]!),
  )
  for (const file of files) {
    const response = await fetch(origin + file)
    if (!response.ok) throw new Error(`${route} names ${file}, which the server answers with ${response.status}`)
    await response.arrayBuffer()
  }
}

const floorFile = join(client, 'lcp-floor.html')
writeFileSync(floorFile, floorPage())
const busy = values.busy ? new Worker('for (;;) Math.sqrt(Math.random())', { eval: true }) : undefined
const port = await freePort()
const server = createStaticServer(client).listen(port)
const routes = ['/lcp-floor.html', '/', '/pricing', longestRoute()]
const figures: Record<string, LighthouseRun[]> = Object.fromEntries(routes.map((route) => [route, []]))
try {
  for (const route of routes) await warmUp(`http://localhost:${port}`, route)
  for (let round = 1; round <= runs; round++) {
    const lcps: string[] = []
    for (const route of routes) {
      const { results, failure } = await lighthouseRuns(`http://localhost:${port}${route}`, root, 1)
      if (results.length === 0) throw new Error(`${route}: Lighthouse failed: ${failure}`)
      figures[route]!.push(results[0]!)
      lcps.push(`${route} ${Math.round(results[0]!.lcp)}`)
    }
    process.stdout.write(`  round ${round}: ${lcps.join(', ')} ms\n`)
  }
} finally {
  server.close()
  await busy?.terminate()
  rmSync(floorFile, { force: true })
}

const floor = median(figures['/lcp-floor.html']!.map((run) => run.lcp))
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
console.log(
  `\nLCP against the floor: Lighthouse mobile, ${runs} runs each, ${cpus().length} cores, ${values.busy ? 'one core kept busy' : 'quiet'} (load average after: ${loadavg()[0]!.toFixed(2)})\n`,
)
console.log('| Page | LCP median | × floor | LCP worst | × floor | FCP | TBT | CLS | JS | HTML |')
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |')
const rows = routes.map((route) => {
  const list = figures[route]!
  const lcp = median(list.map((run) => run.lcp))
  const worst = Math.max(...list.map((run) => run.lcp))
  const row = {
    route: route === '/lcp-floor.html' ? 'floor' : route,
    lcp,
    lcpRatio: lcp / floor,
    worst,
    worstRatio: worst / floor,
    fcp: median(list.map((run) => run.fcp)),
    tbt: median(list.map((run) => run.tbt)),
    cls: Math.max(...list.map((run) => run.cls)),
    jsBytes: median(list.map((run) => run.jsBytes)),
    htmlBytes: median(list.map((run) => run.htmlBytes)),
    scores: median(list.map((run) => run.performance)),
  }
  console.log(
    `| ${row.route} | ${Math.round(lcp)} ms | ${row.lcpRatio.toFixed(2)}× | ${Math.round(worst)} ms | ${row.worstRatio.toFixed(2)}× | ${Math.round(row.fcp)} ms | ${Math.round(row.tbt)} ms | ${row.cls.toFixed(3)} | ${kb(row.jsBytes)} | ${kb(row.htmlBytes)} |`,
  )
  return row
})
console.log('\nBudgets: median ≤ 1.20× the floor, worst ≤ 1.40×, TBT ≤ 50 ms, CLS 0.')
writeFileSync(join(root, '.bench/lcp.json'), `${JSON.stringify({ busy: values.busy, runs, rows }, null, 2)}\n`)
