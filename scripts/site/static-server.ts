import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize, sep } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

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

const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt', '.webmanifest'])
const cache = new Map<string, { brotli: Buffer; gzip: Buffer; plain: Buffer; mtime: number }>()

/** A file's bytes, plain and compressed, cached until the file changes. */
function bodies(file: string) {
  const mtime = statSync(file).mtimeMs
  const cached = cache.get(file)
  if (cached && cached.mtime === mtime) return cached
  const plain = readFileSync(file)
  const entry = {
    plain,
    gzip: gzipSync(plain, { level: 9 }),
    brotli: brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    mtime,
  }
  cache.set(file, entry)
  return entry
}

/** Rules from a Netlify-style _headers file: a path pattern (with * wildcards), then indented "Name: value" lines. */
export function parseHeadersFile(text: string): { pattern: RegExp; headers: Record<string, string> }[] {
  const rules: { pattern: RegExp; headers: Record<string, string> }[] = []
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      const escaped = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replaceAll('*', '.*')
      rules.push({ pattern: new RegExp(`^${escaped}$`), headers: {} })
    } else if (rules.length > 0) {
      const at = line.indexOf(':')
      rules.at(-1)!.headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim()
    }
  }
  return rules
}

/**
 * Serves a prerendered site the way a static host or CDN does: clean URLs (/features → features/index.html),
 * 404.html with status 404 for unknown paths, brotli or gzip compression, immutable caching for hashed assets
 * and revalidation for HTML, and the headers of the site's _headers file (as Netlify and Cloudflare Pages apply them).
 */
export function createStaticServer(folder: string): Server {
  const headersFile = join(folder, '_headers')
  const rules = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : []
  return createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
      response.writeHead(308, { location: url.pathname.slice(0, -1) + url.search })
      response.end()
      return
    }
    const found = resolveFile(folder, url.pathname)
    const status = found ? 200 : 404
    const target = found ?? join(folder, '404.html')
    const immutable = target.includes(`${sep}assets${sep}`)
    const accepts = String(request.headers['accept-encoding'] ?? '')
    const file = bodies(target)
    const encoding = !compressible.has(extname(target))
      ? undefined
      : /\bbr\b/.test(accepts)
        ? 'br'
        : /\bgzip\b/.test(accepts)
          ? 'gzip'
          : undefined
    const body = encoding === 'br' ? file.brotli : encoding === 'gzip' ? file.gzip : file.plain
    const fromFile = Object.assign(
      {},
      ...rules.filter((rule) => rule.pattern.test(found ? url.pathname : '/404.html')).map((rule) => rule.headers),
    )
    response.writeHead(status, {
      ...fromFile,
      'content-type': types[extname(target)] ?? 'application/octet-stream',
      'cache-control':
        fromFile['cache-control'] ??
        (immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate'),
      'content-length': body.length,
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    })
    response.end(request.method === 'HEAD' ? undefined : body)
  })
}
