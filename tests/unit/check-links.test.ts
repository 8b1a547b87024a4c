import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { checkLinks } from '../../scripts/site/check-links.ts'

let folder = ''
afterEach(() => rmSync(folder, { recursive: true, force: true }))

function site(files: Record<string, string>) {
  folder = mkdtempSync(join(tmpdir(), 'links-'))
  for (const [path, html] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, path)), { recursive: true })
    writeFileSync(join(folder, path), html)
  }
  return checkLinks(folder)
}

test('every broken internal link and anchor is listed by page', () => {
  const result = site({
    'index.html':
      '<a href="#main">skip</a><main id="main"><a href="/pricing#plans">ok</a><a href="/pricing#nope">x</a><a href="/gone">y</a><a href="https://example.com">ext</a></main>',
    'pricing/index.html': '<section id="plans"></section><a href="/">home</a><a href="#missing">z</a>',
    '404.html': '<a href="#main">skip</a><main id="main"></main>',
  })
  expect(result.links).toBe(7)
  expect(result.broken).toEqual([
    { page: '/', href: '/pricing#nope', reason: '/pricing has no element with id "nope"' },
    { page: '/', href: '/gone', reason: 'no page at /gone' },
    { page: '/pricing', href: '#missing', reason: '/pricing has no element with id "missing"' },
  ])
})
