/**
 * Size benchmark of the built site (a benchmark, not a test: it prints figures and never fails on them).
 * For each prerendered page: the initial JavaScript (the entry script plus every modulepreload in the HTML),
 * the CSS and the HTML, gzipped; then every chunk in dist/client/assets.
 * Run `npm run build` first. Flags: --json prints one JSON object instead of tables.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { htmlFiles } from './site/html-files.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const client = join(root, 'dist/client')
const gzip = (file: string) => gzipSync(readFileSync(join(client, file)), { level: 9 }).length
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

const pages = htmlFiles(client).map((path) => {
  const html = readFileSync(path, 'utf8')
  const scripts = [
    ...html.matchAll(/<script[^>]+src="\/([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload" href="\/([^"]+)"/g),
  ].map((match) => match[1]!)
  const styles = [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((match) => match[1]!)
  const route = `/${relative(client, path)
    .replace(/index\.html$/, '')
    .replace(/\/$/, '')}`
  return {
    route,
    js: [...new Set(scripts)].reduce((sum, file) => sum + gzip(file), 0),
    css: styles.reduce((sum, file) => sum + gzip(file), 0),
    html: gzipSync(html, { level: 9 }).length,
    files: [...new Set(scripts)],
  }
})
pages.sort((a, b) => a.route.localeCompare(b.route))
const chunks = readdirSync(join(client, 'assets')).map((file) => ({ file, gzip: gzip(`assets/${file}`) }))

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ pages, chunks }, null, 2))
} else {
  console.log('Initial load per page (gzip -9):')
  console.log(`  ${'route'.padEnd(22)} ${'JS'.padStart(9)} ${'CSS'.padStart(9)} ${'HTML'.padStart(9)}`)
  for (const page of pages)
    console.log(
      `  ${page.route.padEnd(22)} ${kb(page.js).padStart(9)} ${kb(page.css).padStart(9)} ${kb(page.html).padStart(9)}`,
    )
  console.log('\nChunks (gzip -9):')
  for (const chunk of chunks.sort((a, b) => b.gzip - a.gzip))
    console.log(`  ${chunk.file.padEnd(44)} ${kb(chunk.gzip).padStart(9)}`)
  const home = pages.find((page) => page.route === '/')!
  console.log(`\nHome page initial JavaScript: ${kb(home.js)} gzip, budget 110 KB (${home.files.join(', ')})`)
  console.log(`CSS: ${kb(Math.max(...pages.map((page) => page.css)))} gzip, budget 15 KB`)
}
