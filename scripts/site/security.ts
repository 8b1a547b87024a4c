import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { htmlFiles } from './html-files.ts'

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
const decode = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')

/** The executable inline scripts of a page (not external ones, not JSON data blocks). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(
      ([, attributes = '']) =>
        !/\ssrc=/.test(attributes) && !/type="(?!module|text\/javascript)[^"]*"/.test(attributes),
    )
    .map(([, , body]) => body!)
}

/** The inline style attribute values of a page (allowed one by one with 'unsafe-hashes'). */
export function styleAttributes(html: string): string[] {
  return [...html.matchAll(/\sstyle="([^"]*)"/g)].map(([, value]) => decode(value!))
}

/** What the policy allows beyond the site itself. */
export interface PolicySources {
  /** The AI provider's origin, from chat.yaml. */
  providerOrigin: string
  /** The testimonial avatar host, from site.yaml. */
  avatarOrigin: string
}

/**
 * The Content-Security-Policy for the given inline scripts and style attributes. Scripts: only the site's own files
 * and these exact inline scripts. Styles: <style> elements need 'unsafe-inline' because Radix Dialog's scroll lock
 * writes CSS with measured values (sonner's is static, but one exception is enough); style attributes are limited to
 * the exact values prerendered. frame-ancestors only works as a header: see `headerPolicy`. Directives that would
 * repeat their fallback (font-src, manifest-src: default-src; style-src-elem: style-src) are left out: every byte
 * here is in every page.
 */
export function contentSecurityPolicy(
  sources: PolicySources,
  scripts: Iterable<string>,
  styles: Iterable<string>,
): string {
  const scriptHashes = [...new Set([...scripts].map(sha256))].sort()
  const styleHashes = [...new Set([...styles].map(sha256))].sort()
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `style-src-attr ${styleHashes.length ? `'unsafe-hashes' ${styleHashes.join(' ')}` : "'none'"}`,
    `img-src 'self' ${sources.avatarOrigin}`,
    `connect-src 'self' ${sources.providerOrigin}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ')
}

/**
 * Headers every response gets, besides the policy. Left out as browsers' defaults or superseded: Referrer-Policy
 * (strict-origin-when-cross-origin is the default) and X-Frame-Options (frame-ancestors). Every byte of them is on
 * every response, inside home's first round trip.
 */
export const securityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
}
const htmlCache = 'public, max-age=0, must-revalidate'
const assetCache = 'public, max-age=31536000, immutable'

/**
 * What the header policy holds: only what a <meta> policy cannot do (frame-ancestors) or should do before any byte
 * of the page is parsed. Every response gets it; the page's own <meta> policy (`contentSecurityPolicy`) then
 * restricts scripts to its own hashes. Browsers enforce both, so the page gets the strictest of each.
 */
export const headerPolicy = "frame-ancestors 'none'; object-src 'none'; base-uri 'none'"

/**
 * Gives every page its own Content-Security-Policy <meta>, listing only the hashes of that page's inline scripts, and
 * writes _headers (Netlify, Cloudflare Pages, and our static server) and vercel.json with the header policy, the
 * security headers and the cache rules. A header with every page's hashes would put 2.6 KB of headers on every
 * response, and a header per address still 0.6 KB: either pushes home's HTML past the first round trip.
 * Then verifies that every inline script of every page is covered by its policy, and throws if one is not.
 */
export function applySecurity(
  client: string,
  sources: PolicySources,
  routes: string[],
): { pages: number; scripts: number; perPage: number; metaBytes: number } {
  const pages = htmlFiles(client).map((file) => {
    const html = readFileSync(file, 'utf8')
    const scripts = inlineScripts(html)
    return { file, html, scripts, meta: contentSecurityPolicy(sources, scripts, styleAttributes(html)) }
  })

  for (const page of pages) {
    const meta = `<meta http-equiv="Content-Security-Policy" content="${page.meta}"/>`
    // The policy applies from where it appears, so it goes first in <head>, right after the charset.
    const html = page.html.includes('http-equiv="Content-Security-Policy"')
      ? page.html
      : page.html.replace('<meta charSet="utf-8"/>', `<meta charSet="utf-8"/>${meta}`)
    if (html === page.html && !page.html.includes(meta))
      throw new Error(`${relative(client, page.file)}: no <meta charSet> to place the CSP after`)
    writeFileSync(page.file, html)
  }

  const everyResponse = { 'Content-Security-Policy': headerPolicy, ...securityHeaders }
  const lines = (headers: Record<string, string>) =>
    Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)
  const htmlPaths = [...routes, '/404.html']
  writeFileSync(
    join(client, '_headers'),
    [
      '# Written by the build (scripts/site/security.ts). Netlify and Cloudflare Pages read this file.',
      '/*',
      ...lines(everyResponse),
      '/assets/*',
      ...lines({ 'Cache-Control': assetCache }),
      ...htmlPaths.flatMap((path) => [path, ...lines({ 'Cache-Control': htmlCache })]),
      '',
    ].join('\n'),
  )
  writeFileSync(
    join(client, 'vercel.json'),
    `${JSON.stringify(
      {
        cleanUrls: true,
        trailingSlash: false,
        headers: [
          { source: '/(.*)', headers: Object.entries(everyResponse).map(([key, value]) => ({ key, value })) },
          { source: '/assets/(.*)', headers: [{ key: 'Cache-Control', value: assetCache }] },
          { source: '/((?!assets/).*)', headers: [{ key: 'Cache-Control', value: htmlCache }] },
        ],
      },
      null,
      2,
    )}\n`,
  )

  verifyPolicies(client)
  return {
    pages: pages.length,
    scripts: new Set(pages.flatMap((page) => page.scripts)).size,
    perPage: Math.max(...pages.map((page) => new Set(page.scripts).size)),
    metaBytes: Math.max(...pages.map((page) => page.meta.length)),
  }
}

/** Throws, listing each page and script, when an inline script is not allowed by the page's own CSP meta. */
export function verifyPolicies(client: string): void {
  const missing: string[] = []
  for (const file of htmlFiles(client)) {
    const html = readFileSync(file, 'utf8')
    const policy = html.match(/http-equiv="Content-Security-Policy" content="([^"]*)"/)?.[1] ?? ''
    const allowed = policy.match(/script-src ([^;]*)/)?.[1] ?? ''
    for (const script of inlineScripts(html)) {
      if (!allowed.includes(sha256(script)))
        missing.push(
          `${relative(client, file)}: inline script ${JSON.stringify(script.slice(0, 60))}… has no hash in its CSP`,
        )
    }
  }
  if (missing.length > 0) throw new Error(`Content-Security-Policy check failed:\n${missing.join('\n')}`)
}
