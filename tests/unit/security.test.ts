import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { parseHeadersFile } from '../../scripts/site/static-server.ts'
import { applySecurity, contentSecurityPolicy, inlineScripts, verifyPolicies } from '../../scripts/site/security.ts'

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
    const { policy } = applySecurity(folder, sources, ['/'])
    expect(policy).toContain("script-src 'self' 'sha256-")
    expect(policy).toContain("style-src-attr 'unsafe-hashes' 'sha256-")
    expect(readFileSync(join(folder, 'index.html'), 'utf8')).toMatch(
      /<meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy"/,
    )
    const headers = parseHeadersFile(readFileSync(join(folder, '_headers'), 'utf8'))
    expect(headers[0]!.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(JSON.parse(readFileSync(join(folder, 'vercel.json'), 'utf8')).headers).toHaveLength(3)

    // A script added after the policy was written (say, by a later build step) is caught.
    const html = readFileSync(join(folder, 'index.html'), 'utf8')
    writeFileSync(join(folder, 'index.html'), html.replace('</body>', '<script>sneaky()</script></body>'))
    expect(() => verifyPolicies(folder)).toThrow(/index\.html: inline script "sneaky\(\)"… has no hash in its CSP/)
  })

  test('frame-ancestors is left out of the meta version, where browsers ignore it', () => {
    expect(contentSecurityPolicy(sources, [], [], false)).not.toContain('frame-ancestors')
    expect(contentSecurityPolicy(sources, [], [], false)).toContain("style-src-attr 'none'")
  })
})
