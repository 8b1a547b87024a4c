import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, visit, type Document, type Node } from 'yaml'
import type { Problem } from './problem.ts'

/** A parsed YAML file that remembers where every value came from. */
export interface SourceFile {
  /** Path relative to the project root, for messages. */
  file: string
  /** The first line of the file (the $schema modeline). */
  firstLine: string
  /** The parsed document. */
  doc: Document
  /** Turns character offsets into lines and columns. */
  lines: LineCounter
  /** The plain data (null when the YAML had syntax errors). */
  data: unknown
}

/** Lists the .yaml files under a folder, sorted, recursively. */
export function listYamlFiles(folder: string): string[] {
  const out: string[] = []
  for (const name of readdirSync(folder).sort()) {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) out.push(...listYamlFiles(path))
    else if (name.endsWith('.yaml') || name.endsWith('.yml')) out.push(path)
  }
  return out
}

/** Reads and parses one YAML file, turning syntax errors into problems. */
export function readSource(path: string, root: string, problems: Problem[]): SourceFile {
  const text = readFileSync(path, 'utf8')
  return parseSource(text, relative(root, path).split('\\').join('/'), problems)
}

/** Parses YAML text, turning syntax errors into problems. */
export function parseSource(text: string, file: string, problems: Problem[]): SourceFile {
  const lines = new LineCounter()
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true })
  for (const error of doc.errors) {
    const position = lines.linePos(error.pos[0])
    problems.push({
      file,
      line: position.line,
      col: position.col,
      path: '',
      message: `YAML syntax error: ${yamlHints[error.code] ?? plainYamlMessage(error.message)}`,
    })
  }
  // An alias inside the value it points to (a: &x {b: *x}) would make the content endless.
  let recursive = false
  visit(doc, {
    Alias(_key, alias) {
      const source = alias.resolve(doc)
      if (!source?.range || !alias.range || alias.range[0] < source.range[0] || alias.range[0] >= source.range[2]) return
      recursive = true
      const position = lines.linePos(alias.range[0])
      problems.push({ file, line: position.line, col: position.col, path: '', message: `YAML alias *${alias.source} is inside the value it refers to; write the value out instead` })
    },
  })
  const data = doc.errors.length > 0 || recursive ? null : doc.toJS({ maxAliasCount: 100 })
  return { file, firstLine: text.split('\n', 1)[0] ?? '', doc, lines, data }
}

/** Plain-word explanations of the YAML mistakes people make most. */
const yamlHints: Partial<Record<string, string>> = {
  BLOCK_AS_IMPLICIT_KEY: 'a text containing ": " must be wrapped in double quotes, or a key is indented too far',
  MULTILINE_IMPLICIT_KEY: 'this line is indented as if it continued the line above; check the spaces at its start',
  DUPLICATE_KEY: 'this key appears twice in the same block; keep one',
  TAB_AS_INDENT: 'indent with spaces, not tabs',
  MISSING_CHAR: 'a quote or bracket opened here is never closed',
}

function plainYamlMessage(message: string): string {
  // The yaml library appends " at line N, column M" and a code excerpt; the location is printed separately.
  return message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')
}

/**
 * Finds the line and column of a key path in a file. Points at the key itself when `at` is "key",
 * otherwise at the value; a missing key points at the nearest existing parent.
 */
export function locate(source: SourceFile, path: readonly PropertyKey[], at: 'key' | 'value' = 'value') {
  let node: unknown = source.doc.contents
  let keyNode: Node | undefined
  for (const segment of path) {
    if (isMap(node)) {
      const pair = node.items.find((item) => isPair(item) && isScalar(item.key) && String(item.key.value) === String(segment))
      if (!pair) break
      keyNode = pair.key as Node
      node = pair.value ?? keyNode
    } else if (isSeq(node) && typeof segment === 'number' && node.items[segment] !== undefined) {
      keyNode = undefined
      node = node.items[segment]
    } else {
      break
    }
  }
  const target = at === 'key' && keyNode ? keyNode : (node as Node | null)
  const offset = target?.range?.[0] ?? 0
  return source.lines.linePos(offset)
}
