/**
 * Serves the built site (dist/client) on localhost with clean URLs and a real 404 status.
 * Flags: --port N (default 4173, or $PORT); --build builds first (what `npm start` does).
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { createStaticServer } from './site/static-server.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const { values } = parseArgs({ options: { port: { type: 'string' }, build: { type: 'boolean', default: false } } })
const folder = join(root, 'dist/client')

if (values.build || !existsSync(join(folder, 'index.html'))) {
  const result = spawnSync(join(root, 'node_modules/.bin/tsx'), [join(root, 'scripts/build.ts')], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const port = Number(values.port ?? process.env.PORT ?? 4173)
createStaticServer(folder).listen(port, '127.0.0.1', () => {
  console.log(`\nServing dist/client at http://localhost:${port}/  (Ctrl+C to stop)`)
})
