/**
 * The development server: Vite in middleware mode, every page rendered through the SSR entry on request,
 * with hot reload. Saving a YAML file in content/ re-runs the content build; the open page updates without
 * a restart. Content problems are printed here and shown in the browser's error overlay.
 * Flags: --port N (default 5173, or $PORT).
 */
import { createServer as createHttpServer } from 'node:http'
import { basename, dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import type { ServerManifest } from '@tanstack/router-core'
import { createServer } from 'vite'
import { readCalibration, saveCalibration } from './content/calibration-cache.ts'
import { checkContent, type KeptCalibration } from './content/check.ts'
import { formatProblem, printProblems } from './content/report.ts'
import { isEditorFile } from './content/source.ts'
import { writeOutputs } from './content/write.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const { values } = parseArgs({ options: { port: { type: 'string' } } })
const port = Number(values.port ?? process.env.PORT ?? 5173)

/** What the last good build calibrated, reused by the next unless what tunes the chat changed (checkContent). */
let calibration: KeptCalibration | undefined = readCalibration(root)

/** Builds the content; returns the problems as text, or undefined when valid. Never throws: the server stays up. */
function buildContent(): string | undefined {
  const started = performance.now()
  let result: ReturnType<typeof checkContent>
  try {
    result = checkContent(root, undefined, calibration)
  } catch (error) {
    // The check reports every content mistake as a problem; anything else is a bug, shown without stopping the server.
    console.error(error)
    return `The content build failed unexpectedly: ${(error as Error).message}`
  }
  if (!result.outputs) {
    printProblems(result.problems)
    return result.problems.map(formatProblem).join('\n')
  }
  calibration = result.calibration
  saveCalibration(root, calibration)
  const written = writeOutputs(root, result.outputs, 'src/generated')
  const took = `${((performance.now() - started) / 1000).toFixed(1)} s`
  if (written.length > 0)
    console.log(
      `content: ${written.length} generated module(s) updated in ${took}` +
        (calibration?.reused ? " (the chat's calibration reused: `npm run build` recalibrates)" : ''),
    )
  return undefined
}

buildContent()
const vite = await createServer({
  root,
  configFile: join(root, 'vite.config.ts'),
  server: { middlewareMode: true },
  appType: 'custom',
})

vite.watcher.add(join(root, 'content'))
vite.watcher.on('all', (_event, file) => {
  if (!file.startsWith(join(root, 'content')) || !/\.ya?ml$/.test(file) || isEditorFile(basename(file))) return
  const problems = buildContent()
  if (problems)
    vite.ws.send({ type: 'error', err: { message: `Content problems:\n${problems}`, stack: '', plugin: 'content' } })
  else vite.ws.send({ type: 'full-reload' })
})

// In development the browser loads the entry from source; transformIndexHtml adds Vite's client and React Refresh.
const manifest: ServerManifest = {
  routes: {
    __root__: { scripts: [{ attrs: { type: 'module', src: '/src/entry-client.tsx' } }], css: ['/src/styles.css'] },
  },
}

const server = createHttpServer((request, response) => {
  vite.middlewares(request, response, async () => {
    try {
      const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as {
        render(url: string, manifest: ServerManifest): Promise<Response>
      }
      const rendered = await entry.render(`http://localhost:${port}${request.url ?? '/'}`, manifest)
      const html = await vite.transformIndexHtml(request.url ?? '/', await rendered.text())
      response.writeHead(rendered.status, { 'content-type': 'text/html; charset=utf-8' })
      response.end(html)
    } catch (error) {
      vite.ssrFixStacktrace(error as Error)
      console.error(error)
      response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
      response.end(String((error as Error).stack ?? error))
    }
  })
})
server.listen(port, '127.0.0.1', () => console.log(`Development server at http://localhost:${port}/`))
