import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { parseHeadersFile } from '../../scripts/site/static-server.ts'
import {
  applySecurity,
  contentSecurityPolicy,
  headerPolicy,
  inlineScripts,
  verifyPolicies,
} from '../../scripts/site/security.ts'

let folder = ''
afterEach(() => rmSync(folder, { recursive: true, force: true }))
const sources = { providerOrigin: 'https://api.openai.com', avatarOrigin: 'https://i.pravatar.cc' }
const page = (body: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>t</title></head><body>${body}</body></html>`

describe('the content security policy', () => {
  test('hashes executable inline scripts only', () => {
    expect(
      inlineScripts(
        '<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{}</script><script type="module">b()</script>',
      ),
    ).toEqual(['a()', 'b()'])
  })

  test('the build adds the meta policy and headers, and fails when an inline script lacks its hash', () => {
    folder = mkdtempSync(join(tmpdir(), 'csp-'))
    writeFileSync(join(folder, 'index.html'), page('<script>theme()</script><div style="--x:1"></div>'))
    mkdirSync(join(folder, 'pricing'))
    writeFileSync(join(folder, 'pricing/index.html'), page('<script>pricing()</script>'))
    applySecurity(folder, sources, ['/', '/pricing'])
    expect(readFileSync(join(folder, 'index.html'), 'utf8')).toMatch(
      /<meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy"/,
    )
    // Each page's meta policy lists its own scripts and no others; the header holds what a meta cannot.
    const metaOf = (file: string) =>
      readFileSync(join(folder, file), 'utf8').match(/http-equiv="Content-Security-Policy" content="([^"]*)"/)![1]!
    const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`
    expect(metaOf('index.html')).toContain(`script-src 'self' ${hash('theme()')};`)
    expect(metaOf('index.html')).toContain("style-src-attr 'unsafe-hashes' 'sha256-")
    expect(metaOf('pricing/index.html')).toContain(`script-src 'self' ${hash('pricing()')};`)
    const headers = parseHeadersFile(readFileSync(join(folder, '_headers'), 'utf8'))
    expect(headers[0]!.headers['content-security-policy']).toBe(headerPolicy)
    expect(headerPolicy).toContain("frame-ancestors 'none'")
    const vercel = JSON.parse(readFileSync(join(folder, 'vercel.json'), 'utf8')) as {
      headers: { source: string; headers: { key: string; value: string }[] }[]
    }
    expect(vercel.headers[0]!.headers).toContainEqual({ key: 'Content-Security-Policy', value: headerPolicy })

    // A script added after the policy was written (say, by a later build step) is caught.
    const html = readFileSync(join(folder, 'index.html'), 'utf8')
    writeFileSync(join(folder, 'index.html'), html.replace('</body>', '<script>sneaky()</script></body>'))
    expect(() => verifyPolicies(folder)).toThrow(/index\.html: inline script "sneaky\(\)"… has no hash in its CSP/)
  })

  test('frame-ancestors is left out of the meta version, where browsers ignore it', () => {
    expect(contentSecurityPolicy(sources, [], [])).not.toContain('frame-ancestors')
    expect(contentSecurityPolicy(sources, [], [])).toContain("style-src-attr 'none'")
  })
})
