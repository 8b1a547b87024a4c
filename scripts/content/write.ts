import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'

/**
 * Writes files atomically: each goes to a temporary file first, then is renamed over the old one,
 * so a reader never sees half a file. Unchanged files are left alone (the dev server reloads only what changed).
 * Files under `ownedFolder` that are not in `files` are removed. Returns the paths written.
 */
export function writeOutputs(root: string, files: Map<string, string>, ownedFolder?: string): string[] {
  const written: string[] = []
  for (const [path, text] of files) {
    const target = join(root, path)
    if (existsSync(target) && readFileSync(target, 'utf8') === text) continue
    mkdirSync(dirname(target), { recursive: true })
    const temporary = `${target}.${process.pid}.tmp`
    writeFileSync(temporary, text)
    renameSync(temporary, target)
    written.push(path)
  }
  if (ownedFolder) {
    const folder = join(root, ownedFolder)
    for (const file of listFiles(folder)) {
      const path = relative(root, file).split('\\').join('/')
      if (!files.has(path)) {
        rmSync(file)
        written.push(path)
      }
    }
  }
  return written
}

/** Paths of the given files whose content on disk differs from `files` (missing counts as stale). */
export function staleOutputs(root: string, files: Map<string, string>): string[] {
  return [...files].filter(([path, text]) => {
    const target = join(root, path)
    return !existsSync(target) || readFileSync(target, 'utf8') !== text
  }).map(([path]) => path)
}

function listFiles(folder: string): string[] {
  if (!existsSync(folder)) return []
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    return statSync(path).isDirectory() ? listFiles(path) : [path]
  })
}
