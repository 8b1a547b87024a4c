/**
 * The full benchmark (figures, not tests): build time, how it grows with content, and Lighthouse per route.
 *
 *  1. Times `npm run build` on the shipped content.
 *  2. Copies the project to a temporary folder, multiplies the pages and knowledge entries by 10 and by 100, and times
 *     the same build there (the shipped site is not touched).
 *  3. Serves dist/client and runs Lighthouse (mobile, Debian Chromium) on each route, 3 times, keeping the median:
 *     the four scores, FCP, LCP, TBT, CLS, JavaScript and total bytes; plus the chat chunk and passage index sizes.
 *  4. The LCP suite (`scripts/bench-lcp.ts`): home, /pricing and the longest page against a script-free floor page,
 *     5 Lighthouse runs each, median and worst as ratios to the floor.
 * Prints tables and writes .bench/results.json (and .bench/lcp.json).
 * The 404 page is audited at /404.html (Lighthouse refuses to audit a response with status 404).
 * Flags: --all (every route; default: /, /features, /pricing, /ai-agent, /faq and the 404 page), --runs N (default 3),
 *        --skip-scale, --skip-lighthouse, --skip-lcp, --busy (the LCP suite with one core kept busy).
 */
import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { parse, stringify } from 'yaml'
import { routes as siteRoutes } from '../src/generated/routes.ts'
import { freePort, lighthouseRuns, median, type LighthouseRun } from './bench/lighthouse.ts'
import { createStaticServer } from './site/static-server.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const { values } = parseArgs({
  options: {
    all: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    'skip-scale': { type: 'boolean', default: false },
    'skip-lighthouse': { type: 'boolean', default: false },
    'skip-lcp': { type: 'boolean', default: false },
    busy: { type: 'boolean', default: false },
  },
})
const results: Record<string, unknown> = { machine: { cores: cpus().length, loadBefore: loadavg()[0] } }

/** Runs the production build in a folder and returns its wall time in seconds. */
function timeBuild(folder: string): number {
  const started = performance.now()
  const run = spawnSync(join(folder, 'node_modules/.bin/tsx'), ['scripts/build.ts'], { cwd: folder, encoding: 'utf8' })
  if (run.status !== 0) throw new Error(`build failed in ${folder}:\n${run.stdout}\n${run.stderr}`)
  return (performance.now() - started) / 1000
}

/** The gzip size of the chat's passage index in a built site. */
function passageIndexSize(folder: string): number {
  const assets = join(folder, 'dist/client/assets')
  const file = readdirSync(assets).find((name) => /^knowledge-.*\.json$/.test(name))!
  return gzipSync(readFileSync(join(assets, file)), { level: 9 }).length
}

// 1. The shipped content.
const shipped = timeBuild(root)
console.log(
  `Build (shipped content, 15 pages): ${shipped.toFixed(1)} s; passage index ${(passageIndexSize(root) / 1024).toFixed(1)} KB gzip`,
)
results.build = { shippedSeconds: shipped, passageIndexGzipBytes: passageIndexSize(root) }

// 2. Scaling: the same project with 10× and 100× the pages and knowledge entries.
if (!values['skip-scale']) {
  const scale: { factor: number; pages: number; entries: number; seconds: number; passageIndexGzipBytes: number }[] = []
  for (const factor of [10, 100]) {
    const folder = mkdtempSync(join(tmpdir(), `bench-scale-${factor}-`))
    for (const name of [
      'package.json',
      'vite.config.ts',
      'tsconfig.json',
      'schema',
      'scripts',
      'src',
      'content',
      'tests',
    ]) {
      cpSync(join(root, name), join(folder, name), {
        recursive: true,
        filter: (path) => !path.includes('/src/generated'),
      })
    }
    symlinkSync(join(root, 'node_modules'), join(folder, 'node_modules'))
    const pagesDir = join(folder, 'content/pages')
    const originals = readdirSync(pagesDir).filter((name) => !['home.yaml', 'not-found.yaml'].includes(name))
    for (let copy = 2; copy <= factor; copy++) {
      for (const name of originals) {
        const text = readFileSync(join(pagesDir, name), 'utf8')
        writeFileSync(
          join(pagesDir, name.replace('.yaml', `-${copy}.yaml`)),
          text.replace(/^route: \/([a-z-]+)$/m, `route: /$1-${copy}`),
        )
      }
    }
    const knowledgePath = join(folder, 'content/knowledge.yaml')
    const knowledgeText = readFileSync(knowledgePath, 'utf8')
    const knowledge = parse(knowledgeText) as { entries: { id: string }[] }
    const entries = Array.from({ length: factor }, (_, copy) =>
      knowledge.entries.map((entry) => ({ ...entry, id: copy === 0 ? entry.id : `${entry.id}-${copy + 1}` })),
    ).flat()
    // The copies share their tag lists; written as aliases they would pass the content check's limit of 50.
    writeFileSync(
      knowledgePath,
      `${knowledgeText.split('\n')[0]}\n${stringify({ entries }, { aliasDuplicateObjects: false })}`,
    )
    const seconds = timeBuild(folder)
    const pages = readdirSync(pagesDir).length
    const passageIndexGzipBytes = passageIndexSize(folder)
    scale.push({ factor, pages, entries: entries.length, seconds, passageIndexGzipBytes })
    console.log(
      `Build (${factor}× content: ${pages} pages, ${entries.length} knowledge entries): ${seconds.toFixed(1)} s (${(seconds / shipped).toFixed(1)}× the shipped build); passage index ${(passageIndexGzipBytes / 1024).toFixed(1)} KB gzip`,
    )
    rmSync(folder, { recursive: true, force: true })
  }
  results.scale = scale
  timeBuild(root) // leave dist/ as the shipped site
}

// 3. Lighthouse on the served site.
const chatChunk = readdirSync(join(root, 'dist/client/assets')).find((name) => name.startsWith('chat-chunk-'))!
results.chatChunkGzipBytes = gzipSync(readFileSync(join(root, 'dist/client/assets', chatChunk)), { level: 9 }).length
console.log(`Chat chunk (panel and live demo): ${((results.chatChunkGzipBytes as number) / 1024).toFixed(1)} KB gzip`)

if (!values['skip-lighthouse']) {
  const port = await freePort()
  const server = createStaticServer(join(root, 'dist/client')).listen(port)
  // Every route the content defines (or the six the issue names), plus the 404 page.
  const routes = values.all
    ? [...siteRoutes.map((route) => route.path), '/404.html']
    : ['/', '/features', '/pricing', '/ai-agent', '/faq', '/404.html']
  const rows: Record<string, number | string>[] = []
  for (const route of routes) {
    const { results: runs, failure } = await lighthouseRuns(
      `http://localhost:${port}${route}`,
      root,
      Number(values.runs),
    )
    if (runs.length === 0) {
      rows.push({ route, error: failure })
      continue
    }
    const row: Record<string, number | string> = { route }
    for (const key of Object.keys(runs[0]!) as (keyof LighthouseRun)[]) row[key] = median(runs.map((run) => run[key]))
    rows.push(row)
  }
  server.close()
  results.lighthouse = rows
  const format = (row: Record<string, number | string>) =>
    `| ${row.route} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${((row.fcp as number) / 1000).toFixed(2)} s | ${((row.lcp as number) / 1000).toFixed(2)} s | ${Math.round(row.tbt as number)} ms | ${(row.cls as number).toFixed(3)} | ${((row.jsBytes as number) / 1024).toFixed(1)} KB | ${((row.totalBytes as number) / 1024).toFixed(1)} KB |`
  console.log(
    `\nLighthouse, mobile, median of ${values.runs} (load average before: ${(results.machine as { loadBefore: number }).loadBefore.toFixed(2)}, after: ${loadavg()[0]!.toFixed(2)}):\n`,
  )
  console.log('| Route | Perf | A11y | Best pr. | SEO | FCP | LCP | TBT | CLS | JS | Total |')
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |')
  for (const row of rows) console.log(row.error ? `| ${row.route} | failed: ${row.error} |` : format(row))
}
mkdirSync(join(root, '.bench'), { recursive: true })
writeFileSync(join(root, '.bench/results.json'), `${JSON.stringify(results, null, 2)}\n`)
console.log('\nWrote .bench/results.json')

// 4. LCP against the floor.
if (!values['skip-lcp']) {
  console.log('\nLCP suite (scripts/bench-lcp.ts):')
  spawnSync(join(root, 'node_modules/.bin/tsx'), ['scripts/bench-lcp.ts', ...(values.busy ? ['--busy'] : [])], {
    cwd: root,
    stdio: 'inherit',
  })
}
