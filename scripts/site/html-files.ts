import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** Every .html file under a built site folder, recursively (hashed assets hold none, so they are skipped). */
export function htmlFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) return name === 'assets' ? [] : htmlFiles(path)
    return name.endsWith('.html') ? [path] : []
  })
}
