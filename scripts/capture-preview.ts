/// <reference lib="dom" />
// (The functions passed to page.evaluate run in the browser.)
/**
 * Captures the hero's product visual from the built site: the home page's sections as a buyer gets them (from the
 * features down, under the sticky header), in the light and the dark theme, joined into one picture (light on the left, dark on the right) and saved as WebP at several widths under
 * content/media/ (committed, so builds need no browser). Run after changing the look of the home page:
 *
 *   npm run build && npm run capture:preview
 *
 * Writes content/media/hero-{480,800,1200}.webp; the hero section's `preview` names them.
 */
import { writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { chromiumArgs, findChromium } from '../tests/e2e/chromium.ts'
import { freePort } from './bench/lighthouse.ts'
import { createStaticServer } from './site/static-server.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const previewWidths = [480, 800, 1200]
const viewport = { width: 1280, height: 800 }

const port = await freePort()
const server = createStaticServer(join(root, 'dist/client')).listen(port)
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs })
try {
  const shots: string[] = []
  for (const theme of ['light', 'dark']) {
    const page = await browser.newPage({ viewport, deviceScaleFactor: 1 })
    await page.addInitScript((chosen) => {
      localStorage.setItem('theme', chosen)
      sessionStorage.setItem('launchkit-exit-popup-shown', '1')
      sessionStorage.setItem('launchkit-purchase-notices-dismissed', '1')
    }, theme)
    await page.goto(`http://localhost:${port}/`)
    // The page as it looks, without the preview itself and the floating chat button.
    await page.addStyleTag({ content: 'img[data-srcset],[data-layer=chat-button]{display:none!important}' })
    await page.evaluate(() => document.fonts.ready)
    // The sections under the hero: the hero's own text is already on screen next to the picture.
    await page.evaluate(() => {
      const features = document.getElementById('features')!
      window.scrollTo({ top: features.getBoundingClientRect().top + window.scrollY - 64, behavior: 'instant' })
    })
    await page.waitForFunction(
      () => window.scrollY > 0 && document.getAnimations().every((animation) => animation.playState !== 'running'),
    )
    shots.push((await page.screenshot({ type: 'png' })).toString('base64'))
    await page.close()
  }
  // Joined and encoded by Chromium's canvas, which writes WebP without a native image library.
  const page = await browser.newPage()
  const files = await page.evaluate(
    async ({ shots, widths, size }) => {
      const images = await Promise.all(
        shots.map(async (shot) => {
          const image = new Image()
          image.src = `data:image/png;base64,${shot}`
          await image.decode()
          return image
        }),
      )
      const out: Record<number, string> = {}
      for (const width of widths) {
        const canvas = document.createElement('canvas')
        canvas.width = width
        canvas.height = Math.round((width * size.height) / size.width)
        const context = canvas.getContext('2d')!
        const half = size.width / 2
        context.drawImage(images[0]!, 0, 0, half, size.height, 0, 0, canvas.width / 2, canvas.height)
        context.drawImage(images[1]!, half, 0, half, size.height, canvas.width / 2, 0, canvas.width / 2, canvas.height)
        out[width] = canvas.toDataURL('image/webp', 0.82).split(',')[1]!
      }
      return out
    },
    { shots, widths: previewWidths, size: viewport },
  )
  for (const width of previewWidths) {
    const file = join(root, `content/media/hero-${width}.webp`)
    writeFileSync(file, Buffer.from(files[width]!, 'base64'))
    console.log(
      `Wrote ${file.slice(root.length + 1)} (${Math.round(Buffer.from(files[width]!, 'base64').length / 1024)} KB)`,
    )
  }
} finally {
  await browser.close()
  server.close()
}
