/**
 * The production build: content → client bundle → SSR bundle → prerendered HTML.
 *
 * Inputs:  content/, src/, vite.config.ts.
 * Outputs: dist/client (the deployable static site: one index.html per route, 404.html, assets, sitemap.xml,
 *          robots.txt) and dist/server (the SSR bundle, used only to prerender).
 * Then adds the Content-Security-Policy (meta in every page, _headers, vercel.json; fails if an inline script has
 * no hash) and checks every internal link and #anchor in the built HTML and every chat passage's link, and that no
 * "{{reference}}" reached the HTML or JSON; it fails listing anything broken by page.
 * Prints each route written with its size, and the time of each step.
 */
import { cpSync, existsSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ShareCardInfo } from '../schema/bundle.ts'
import type { Site } from '../schema/site.ts'
import { build } from 'vite'
import { checkContent } from './content/check.ts'
import { generateJsonSchemas } from './content/json-schemas.ts'
import { printProblems } from './content/report.ts'
import { writeOutputs } from './content/write.ts'
import { readKnowledge } from '../src/knowledge/knowledge-format.ts'
import { checkLinks } from './site/check-links.ts'
import { findUnresolved } from './site/check-unresolved.ts'
import { writeInstallFiles } from './site/install-files.ts'
import { htmlFiles } from './site/html-files.ts'
import { prerender } from './site/prerender.ts'
import { writeShareImages } from './site/share-images.ts'
import { applySecurity } from './site/security.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const started = performance.now()
let last = started
const lap = (label: string) => {
  const now = performance.now()
  console.log(`  ${label.padEnd(36)} ${Math.round(now - last)} ms`)
  last = now
}

console.log('Building the site')
const content = checkContent(root)
if (!content.outputs) {
  printProblems(content.problems)
  console.error(`\n${content.problems.length} content problem(s); the site was not built.`)
  // Not process.exit(): it would cut off output still on its way to a pipe.
  process.exitCode = 1
} else await buildSite(content as Required<typeof content>)

/**
 * Each page's preview image (rendered unless the page names its own; cached by content in
 * node_modules/.cache/share-images), site.webmanifest with its icons, and content/media.
 */
async function writeImages(site: Site) {
  const client = resolve(root, 'dist/client')
  const logo = resolve(root, 'src/public/favicon.svg')
  const cards = (
    JSON.parse(readFileSync(resolve(root, 'src/generated/share-cards.json'), 'utf8')) as ShareCardInfo[]
  ).map(({ slug, ...card }) => ({ file: `og/${slug}.png`, ...card }))
  const brand = { name: site.brand, host: new URL(site.url).host, logo: readFileSync(logo, 'utf8') }
  const result = await writeShareImages(client, cards, brand, resolve(root, 'node_modules/.cache/share-images'))
  await writeInstallFiles(client, site, logo)
  // Pictures content names (the hero's product preview), committed under content/media.
  const media = resolve(root, 'content/media')
  if (existsSync(media)) cpSync(media, resolve(client, 'media'), { recursive: true })
  const pictures = new Set(
    htmlFiles(client).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\/media\/[\w.-]+/g)].map(([path]) => path),
    ),
  )
  const missing = [...pictures].filter((path) => !existsSync(resolve(client, path.slice(1))))
  return { ...result, missing }
}

/** Builds the site from valid content; stops with exit code 1 at a broken link or an unresolved reference. */
async function buildSite(content: Required<ReturnType<typeof checkContent>>) {
  writeOutputs(root, content.outputs, 'src/generated')
  writeOutputs(root, generateJsonSchemas())
  lap('content')

  const configFile = resolve(root, 'vite.config.ts')
  await build({ root, configFile, logLevel: 'warn' })
  lap('client bundle')
  await build({ root, configFile, logLevel: 'warn', build: { ssr: true } })
  lap('server bundle')
  const pages = await prerender(root)
  lap('prerender')
  const images = await writeImages(content.content!.files.site!)
  lap(`images (${images.rendered} rendered, ${images.cached} cached)`)
  if (images.missing.length > 0) {
    for (const path of images.missing) console.error(`  content${path}: shown by the pages, but missing`)
    console.error(
      '\nCapture the hero preview from the site just built (`npm run capture:preview`), or remove `preview` from the hero.',
    )
    process.exitCode = 1
    return
  }
  const files = content.content!.files
  const security = applySecurity(
    resolve(root, 'dist/client'),
    {
      providerOrigin: new URL(files.chat!.provider.baseUrl).origin,
      avatarOrigin: new URL(files.site!.avatarHost).origin,
    },
    pages.filter((page) => page.status === 200).map((page) => page.path),
  )
  lap('security headers')
  // The chat's answers link to passages of the site: every one must land on its page and anchor.
  const knowledge = readKnowledge(content.outputs.get('src/generated/knowledge.json')!)
  const links = checkLinks(resolve(root, 'dist/client'), {
    'chat passages': knowledge.passages.map((passage) => passage.url),
  })
  lap('link check')
  if (links.broken.length > 0) {
    for (const link of links.broken) console.error(`  ${link.page}: ${link.href}  (${link.reason})`)
    console.error(
      `\n${links.broken.length} broken link(s) in the built site; fix the content (or the renderer) and rebuild.`,
    )
    process.exitCode = 1
    return
  }

  const unresolved = findUnresolved(resolve(root, 'dist/client'), content.content!.references.table.literals)
  if (unresolved.length > 0) {
    for (const { file, text } of unresolved) console.error(`  ${file}: ${text}`)
    console.error(`\n${unresolved.length} unresolved reference(s) reached the built site; the build is stopped.`)
    process.exitCode = 1
    return
  }

  console.log('\nRoutes written to dist/client:')
  for (const page of pages) {
    const size = `${(page.bytes / 1024).toFixed(1)} KB`.padStart(9)
    const gzip = `${(page.gzipBytes / 1024).toFixed(1)} KB gzip`.padStart(14)
    console.log(`  ${String(page.status)}  ${page.path.padEnd(20)} ${page.file.padEnd(30)} ${size} ${gzip}`)
  }
  console.log(
    `\nContent-Security-Policy: a <meta> per page listing only its own inline scripts (at most ${security.perPage} hashes, ${security.metaBytes} bytes; ${security.scripts} scripts in all), and frame-ancestors, object-src and base-uri as a header in _headers / vercel.json.`,
  )
  console.log(
    `Checked ${links.links} internal links and anchors on ${links.pages} pages and ${knowledge.passages.length} chat passages: none broken.`,
  )
  console.log(`\nBuilt ${pages.length} pages in ${((performance.now() - started) / 1000).toFixed(1)} s.`)
}
