/**
 * Size benchmark of the built site (a benchmark, not a test: it prints figures and never fails on them).
 * For each prerendered page: the initial JavaScript (what the page's entry loader requests after the first paint,
 * plus any script or modulepreload in the HTML), the CSS (inline in each page, plus any stylesheet link), the
 * stylesheet the loader adds after the first paint (the rules the page left out, see site/page-css.ts) and the
 * HTML with brotli and with gzip, as sent on the wire; then every chunk in dist/client/assets.
 * Run `npm run build` first. Flags: --json prints one JSON object instead of tables.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { htmlFiles } from './site/html-files.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const client = join(root, 'dist/client')
const gzip = (file: string) => gzipSync(readFileSync(join(client, file)), { level: 9 }).length
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

const pages = htmlFiles(client).map((path) => {
  const html = readFileSync(path, 'utf8')
  const loader = html.match(/<script id="boot">([\s\S]*?)<\/script>/)?.[1] ?? ''
  const scripts = [
    ...html.matchAll(/<script[^>]+src="\/([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload" href="\/([^"]+)"/g),
    ...loader.matchAll(/"\/(assets\/[^"]+\.js)"/g),
  ].map((match) => match[1]!)
  const styles = [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((match) => match[1]!)
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!).join('')
  const route = `/${relative(client, path)
    .replace(/index\.html$/, '')
    .replace(/\/$/, '')}`
  return {
    route,
    js: [...new Set(scripts)].reduce((sum, file) => sum + gzip(file), 0),
    css: styles.reduce((sum, file) => sum + gzip(file), 0) + (inlineCss ? gzipSync(inlineCss, { level: 9 }).length : 0),
    later: [...loader.matchAll(/"\/(assets\/[^"]+\.css)"/g)].reduce((sum, match) => sum + gzip(match[1]!), 0),
    html: gzipSync(html, { level: 9 }).length,
    htmlBrotli: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    files: [...new Set(scripts)],
  }
})
pages.sort((a, b) => a.route.localeCompare(b.route))
const chunks = readdirSync(join(client, 'assets')).map((file) => ({ file, gzip: gzip(`assets/${file}`) }))

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ pages, chunks }, null, 2))
} else {
  console.log('Initial load per page (gzip -9):')
  console.log('(CSS is inline in the HTML, so the HTML figures include it; "CSS later" comes after the first paint.)')
  console.log(
    `  ${'route'.padEnd(22)} ${'JS'.padStart(9)} ${'CSS'.padStart(9)} ${'CSS later'.padStart(9)} ${'HTML br'.padStart(9)} ${'HTML gzip'.padStart(10)}`,
  )
  for (const page of pages)
    console.log(
      `  ${page.route.padEnd(22)} ${kb(page.js).padStart(9)} ${kb(page.css).padStart(9)} ${kb(page.later).padStart(9)} ${kb(page.htmlBrotli).padStart(9)} ${kb(page.html).padStart(10)}`,
    )
  console.log('\nChunks (gzip -9):')
  for (const chunk of chunks.sort((a, b) => b.gzip - a.gzip))
    console.log(`  ${chunk.file.padEnd(44)} ${kb(chunk.gzip).padStart(9)}`)
  const home = pages.find((page) => page.route === '/')!
  console.log(`\nHome page initial JavaScript: ${kb(home.js)} gzip, budget 110 KB (${home.files.join(', ')})`)
  console.log(`CSS: ${kb(Math.max(...pages.map((page) => page.css)))} gzip, budget 15 KB`)
  console.log(
    `Home HTML: ${kb(home.htmlBrotli)} brotli, ${kb(home.html)} gzip (the first round trip holds about 14.6 KB with the headers)`,
  )
}
