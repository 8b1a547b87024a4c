import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize, sep } from 'node:path'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
}

/** Finds the file for a URL path: the file itself, or <path>/index.html for clean URLs. */
function resolveFile(folder: string, urlPath: string): string | undefined {
  const clean = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '')
  const candidates = [join(folder, clean), join(folder, clean, 'index.html')]
  return candidates.find((file) =>
    file.startsWith(folder + sep) || file === folder ? existsSync(file) && statSync(file).isFile() : false,
  )
}

/**
 * Serves a prerendered site the way a static host does: clean URLs (/features → features/index.html),
 * 404.html with status 404 for unknown paths, immutable caching for hashed assets and revalidation for HTML.
 */
export function createStaticServer(folder: string): Server {
  return createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
      response.writeHead(308, { location: url.pathname.slice(0, -1) + url.search })
      response.end()
      return
    }
    const file = resolveFile(folder, url.pathname)
    const status = file ? 200 : 404
    const target = file ?? join(folder, '404.html')
    const immutable = target.includes(`${sep}assets${sep}`)
    response.writeHead(status, {
      'content-type': types[extname(target)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      'x-content-type-options': 'nosniff',
    })
    if (request.method === 'HEAD') response.end()
    else createReadStream(target).pipe(response)
  })
}
