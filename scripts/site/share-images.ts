import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { initWasm, Resvg } from '@resvg/resvg-wasm'
import satori from 'satori'
import { shareImageSize } from '../../src/app/seo.ts'

const require = createRequire(import.meta.url)

/** What one page's preview image shows. */
export interface ShareCard {
  /** Where the PNG goes, relative to dist/client, e.g. "og/pricing.png". */
  file: string
  title: string
  lede: string
  /** A price badge, on plan and offer pages. */
  price?: string
}

/** The brand and the colours every card shares. */
export interface ShareBrand {
  name: string
  host: string
  /** The logo as SVG markup (src/public/favicon.svg). */
  logo: string
}

type Node = { type: string; props: Record<string, unknown> }
const h = (type: string, style: Record<string, unknown>, ...children: (Node | string | undefined)[]): Node => ({
  type,
  props: { style, children: children.filter((child) => child !== undefined) },
})

/** The card as satori elements: brand top left, title and lede, then the price and the address. */
function card(page: ShareCard, brand: ShareBrand): Node {
  const logo = `data:image/svg+xml;base64,${Buffer.from(brand.logo).toString('base64')}`
  return h(
    'div',
    {
      // satori adds the padding to the size (content-box), so the box is the image less its padding.
      width: shareImageSize.width - 144,
      height: shareImageSize.height - 128,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 72px',
      color: '#f1f5f9',
      backgroundColor: '#0b1120',
      backgroundImage: 'linear-gradient(135deg, #0b1120 0%, #1e1b4b 60%, #312e81 100%)',
      fontFamily: 'Inter',
    },
    h(
      'div',
      { display: 'flex', alignItems: 'center', gap: '20px', fontSize: 36, fontWeight: 700 },
      { type: 'img', props: { src: logo, width: 64, height: 64 } },
      brand.name,
    ),
    h(
      'div',
      { display: 'flex', flexDirection: 'column', gap: '24px', width: 1056 },
      h(
        'div',
        { fontSize: page.title.length > 40 ? 60 : 72, fontWeight: 800, lineHeight: 1.1, letterSpacing: '-0.02em' },
        page.title,
      ),
      h('div', { fontSize: 30, lineHeight: 1.4, color: '#c7d2fe', lineClamp: 3, display: 'block' }, page.lede),
    ),
    h(
      'div',
      { display: 'flex', alignItems: 'center', justifyContent: 'space-between', fontSize: 28, width: 1056 },
      page.price
        ? h(
            'div',
            {
              display: 'flex',
              padding: '10px 28px',
              borderRadius: 999,
              backgroundColor: '#a5b4fc',
              color: '#0b1120',
              fontWeight: 800,
              fontSize: 34,
            },
            page.price,
          )
        : h('div', { display: 'flex' }),
      h('div', { display: 'flex', color: '#a3b1c6' }, brand.host),
    ),
  )
}

/** An installed package's version (their exports hide package.json): walks up from its entry file. */
function packageVersion(name: string): string {
  for (let folder = dirname(require.resolve(name)); folder !== dirname(folder); folder = dirname(folder)) {
    const file = join(folder, 'package.json')
    if (existsSync(file)) {
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version: string }
      if (manifest.name === name) return manifest.version
    }
  }
  throw new Error(`No package.json found for ${name}`)
}

let ready: Promise<void> | undefined
/** resvg's WebAssembly: no platform binaries, so `npm ci` is the same on every OS. */
const resvgReady = () =>
  (ready ??= initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm'))).catch((error: Error) => {
    // Initialised already in this process (a second build in the same run).
    if (!/already/.test(error.message)) throw error
  }))

/** Inter from npm (@fontsource/inter), never downloaded at build time. satori reads WOFF, not WOFF2. */
function fonts() {
  const file = (weight: number) =>
    readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`))
  return ([400, 700, 800] as const).map((weight) => ({
    name: 'Inter',
    data: file(weight),
    weight,
    style: 'normal' as const,
  }))
}

/** Renders SVG markup to a PNG of the given width with resvg. */
export async function svgToPng(svg: string, width: number): Promise<Uint8Array> {
  await resvgReady()
  const resvg = new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: false } })
  const png = resvg.render().asPng()
  resvg.free()
  return png
}

/**
 * Writes each page's 1200×630 preview into dist/client, rendered with satori and resvg from the page's content. A
 * card whose inputs (text, brand, fonts, renderer versions) are unchanged is copied from the cache folder instead.
 * Returns how many were rendered and how many came from the cache.
 */
export async function writeShareImages(
  client: string,
  cards: ShareCard[],
  brand: ShareBrand,
  cacheFolder: string,
): Promise<{ rendered: number; cached: number }> {
  const fontData = fonts()
  const versions = ['satori', '@resvg/resvg-wasm'].map(packageVersion)
  const fontHash = createHash('sha256')
  for (const font of fontData) fontHash.update(font.data)
  const shared = `${versions.join()}|${fontHash.digest('hex')}|${card.toString()}`
  mkdirSync(cacheFolder, { recursive: true })
  let rendered = 0
  for (const page of cards) {
    const key = createHash('sha256')
      .update(shared)
      .update(JSON.stringify([page.title, page.lede, page.price ?? '', brand]))
      .digest('hex')
    const cached = join(cacheFolder, `${key.slice(0, 32)}.png`)
    if (!existsSync(cached)) {
      const svg = await satori(card(page, brand) as never, { ...shareImageSize, fonts: fontData })
      writeFileSync(cached, await svgToPng(svg, shareImageSize.width))
      rendered++
    }
    const target = join(client, page.file)
    mkdirSync(dirname(target), { recursive: true })
    copyFileSync(cached, target)
  }
  return { rendered, cached: cards.length - rendered }
}
