import { cpSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterEach } from 'vitest'
import { checkContent } from '../../../scripts/content/check.ts'
import { formatProblem } from '../../../scripts/content/report.ts'

/** The project root. */
export const root = resolve(import.meta.dirname, '../../..')

const made: string[] = []
afterEach(() => {
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/**
 * A throwaway copy of the shipped content with some files replaced or added, checked like the real build.
 * Paths in the result are relative to the copy, so they read "content/…".
 */
export function checkVariant(files: Record<string, string | ((text: string) => string)>) {
  const folder = mkdtempSync(join(tmpdir(), 'content-'))
  made.push(folder)
  cpSync(join(root, 'content'), join(folder, 'content'), { recursive: true })
  for (const [path, change] of Object.entries(files)) {
    const target = join(folder, 'content', path)
    mkdirSync(dirname(target), { recursive: true })
    const text = typeof change === 'string' ? change : change(readFileSync(target, 'utf8'))
    writeFileSync(target, text)
  }
  const result = checkContent(folder)
  return { ...result, lines: result.problems.map(formatProblem), folder }
}

/** The first line every page file needs. */
export const pageModeline = '# yaml-language-server: $schema=../../schema/json/page.json'
