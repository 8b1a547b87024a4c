import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Site } from '../../schema/site.ts'
import { svgToPng } from './share-images.ts'

/** The icons the manifest and the pages name, rendered from the SVG logo with resvg. */
export const installIcons = [
  { file: 'icon-192.png', size: 192, purpose: 'any', fullBleed: false },
  { file: 'icon-512.png', size: 512, purpose: 'any', fullBleed: false },
  // iOS fills transparent corners with black and rounds the icon itself: a full square.
  { file: 'apple-touch-icon.png', size: 180, purpose: undefined, fullBleed: true },
  // Launchers crop maskable icons to a circle or squircle: the mark stays inside the central 80 % safe zone.
  { file: 'icon-maskable-512.png', size: 512, purpose: 'maskable', fullBleed: true, inset: 0.6 },
] as const

/**
 * The logo redrawn for a home screen: its background square without rounded corners, and the mark scaled into the
 * middle `inset` share of it. The logo is `src/public/favicon.svg`: a <rect> background and the mark's paths.
 */
export function iconSvg(logo: string, fullBleed: boolean, inset = 1): string {
  if (!fullBleed) return logo
  const viewBox = logo.match(/viewBox="0 0 (\d+) (\d+)"/)
  if (!viewBox) throw new Error('src/public/favicon.svg: expected a viewBox="0 0 W H"')
  const size = Number(viewBox[1])
  const square = logo.replace(/(<rect[^>]*?)\s+rx="[^"]*"/, '$1')
  const offset = (size * (1 - inset)) / 2
  return square.replace(
    /(<rect[^>]*\/>)([\s\S]*)(<\/svg>)/,
    `$1<g transform="translate(${offset} ${offset}) scale(${inset})">$2</g>$3`,
  )
}

/** Writes site.webmanifest and its PNG icons into dist/client, from site.yaml and the SVG logo. */
export async function writeInstallFiles(client: string, site: Site, logoFile: string): Promise<void> {
  const logo = readFileSync(logoFile, 'utf8')
  for (const icon of installIcons)
    writeFileSync(
      join(client, icon.file),
      await svgToPng(iconSvg(logo, icon.fullBleed, 'inset' in icon ? icon.inset : 1), icon.size),
    )
  const manifest = {
    name: site.brand,
    short_name: site.install.shortName,
    description: site.tagline,
    lang: site.lang,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: site.install.themeColor.dark,
    background_color: site.install.backgroundColor,
    icons: [
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ...installIcons
        .filter((icon) => icon.purpose)
        .map((icon) => ({
          src: `/${icon.file}`,
          sizes: `${icon.size}x${icon.size}`,
          type: 'image/png',
          purpose: icon.purpose,
        })),
    ],
  }
  writeFileSync(join(client, 'site.webmanifest'), `${JSON.stringify(manifest, null, 2)}\n`)
}
