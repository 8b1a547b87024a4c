import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, visit, type Document, type Node } from 'yaml'
import { closest, formatPath, type Problem } from './problem.ts'

/** A parsed YAML file that remembers where every value came from. */
export interface SourceFile {
  /** Path relative to the project root, for messages. */
  file: string
  /** The first line of the file (the $schema modeline). */
  firstLine: string
  /** The file's text, as read. */
  text: string
  /** The parsed document. */
  doc: Document
  /** Turns character offsets into lines and columns. */
  lines: LineCounter
  /** The plain data (null when the YAML had syntax errors). */
  data: unknown
}

/**
 * Editors' own files beside the content: Emacs lock links (.#plans.yaml), backups (plans.yaml~), Vim swap files
 * (.plans.yaml.swp) and any other hidden file. They are never content.
 */
export const isEditorFile = (name: string) => name.startsWith('.') || name.endsWith('~') || /\.sw[a-p]$/.test(name)

/** Lists the .yaml files under a folder, sorted, recursively, skipping editors' files and dangling links. */
export function listYamlFiles(folder: string): string[] {
  const out: string[] = []
  for (const name of readdirSync(folder).sort()) {
    if (isEditorFile(name)) continue
    const path = join(folder, name)
    const stats = statIfExists(path)
    if (stats?.isDirectory()) out.push(...listYamlFiles(path))
    else if (stats?.isFile() && (name.endsWith('.yaml') || name.endsWith('.yml'))) out.push(path)
  }
  return out
}

function statIfExists(path: string) {
  try {
    return statSync(path)
  } catch {
    return undefined // a link to nowhere, or a file removed while listing
  }
}

/** Reads and parses one YAML file, turning syntax errors and non-UTF-8 text into problems. */
export function readSource(path: string, root: string, problems: Problem[], holds?: string): SourceFile {
  const file = relative(root, path).split('\\').join('/')
  const text = decodeUtf8(readFileSync(path), file, problems)
  return parseSource(text ?? '', file, problems, text === undefined, holds)
}

/**
 * The file's text, or undefined with a located problem when it is not UTF-8: saved as UTF-16 by an editor, or in
 * Latin-1 (an "é" as one byte), which would otherwise show as "�" on the site.
 */
export function decodeUtf8(bytes: Buffer, file: string, problems: Problem[]): string | undefined {
  const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)
  if (utf16 || bytes.subarray(0, 200).includes(0)) {
    problems.push({ file, line: 1, col: 1, path: '', message: 'This file is saved as UTF-16: save it as UTF-8 (in VS Code: "Save with Encoding", then "UTF-8")' })
    return undefined
  }
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
  } catch {
    // Find the first byte that is not valid UTF-8, to point at it.
    let offset = 0
    while (offset < bytes.length) {
      const length = utf8SequenceLength(bytes, offset)
      if (length === 0) break
      offset += length
    }
    const before = bytes.subarray(0, offset).toString('utf8')
    const line = before.split('\n').length
    const col = before.length - before.lastIndexOf('\n')
    problems.push({ file, line, col, path: '', message: `This file is not UTF-8 (the character here is in another encoding, such as Latin-1): save it as UTF-8` })
    return undefined
  }
}

/** The length of the valid UTF-8 sequence at `offset`, or 0 when the bytes there are not valid UTF-8. */
function utf8SequenceLength(bytes: Buffer, offset: number): number {
  const first = bytes[offset]!
  const length = first < 0x80 ? 1 : first >= 0xc2 && first < 0xe0 ? 2 : first >= 0xe0 && first < 0xf0 ? 3 : first >= 0xf0 && first < 0xf5 ? 4 : 0
  if (length === 0 || offset + length > bytes.length) return 0
  for (let index = 1; index < length; index++) if ((bytes[offset + index]! & 0xc0) !== 0x80) return 0
  return length
}

/** Most aliases (*name) a file may use: enough to reuse lists, too few for an "alias bomb" to blow up the build. */
export const maxAliases = 50

/** Parses YAML text, turning syntax errors, bad aliases and texts cut short by "#" into problems. */
export function parseSource(
  text: string,
  file: string,
  problems: Problem[],
  unreadable = false,
  /** What the file must hold, for the message when it is empty. */
  holds?: string,
): SourceFile {
  const lines = new LineCounter()
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true })
  const report = (offset: number, message: string) => {
    const position = lines.linePos(offset)
    problems.push({ file, line: position.line, col: position.col, path: '', message })
  }
  // A line indented too far gives two errors on the line above; the multi-line key's hint names the cause.
  const joined = new Set(doc.errors.filter((error) => error.code === 'MULTILINE_IMPLICIT_KEY').map((error) => error.pos[0]))
  // A tab in the indentation throws the columns of everything after it: the other errors of such a file (keys read
  // across lines, items out of line) are its echoes, so only the tab lines are reported.
  const tabs = doc.errors.filter((error) => error.code === 'TAB_AS_INDENT')
  // One mistake often gives several errors on its line (a list item indented less than the others gives three):
  // the first says it.
  const reported = new Set<number>()
  for (const error of tabs.length > 0 ? tabs : doc.errors) {
    if (error.code === 'BLOCK_AS_IMPLICIT_KEY' && joined.has(error.pos[0])) continue
    const line = lines.linePos(error.pos[0]).line
    if (reported.has(line)) continue
    reported.add(line)
    const lineStart = text.lastIndexOf('\n', error.pos[0]) + 1
    const dash = error.code === 'BLOCK_AS_IMPLICIT_KEY' ? /^ *(?=- )/.exec(text.slice(lineStart)) : null
    if (dash) {
      report(lineStart + dash[0].length, 'YAML syntax error: this list item is indented less than the items above it: put its "-" in the same column as theirs')
      continue
    }
    const hint = quotedReferenceHint(text, error.pos[0])
    report(opening(text, error) ?? error.pos[0], `YAML syntax error: ${hint ?? yamlHint(error.code, error.message) ?? plainYamlMessage(error.message)}`)
  }
  let broken = doc.errors.length > 0 || unreadable
  let aliases = 0
  visit(doc, {
    Alias(_key, alias) {
      const at = alias.range?.[0] ?? 0
      const source = alias.resolve(doc)
      if (!source) {
        // Only a broken alias needs the document's anchors. An alias can only refer back: its anchor may be below it.
        const anchorAt = anchorsOf(doc)
        const later = anchorAt.get(alias.source)
        if (later !== undefined) {
          const { line } = lines.linePos(later)
          report(at, `YAML alias *${alias.source} comes before its anchor &${alias.source} (line ${line}): an alias can only refer to an anchor above it, so move this entry below line ${line} or move the anchor up`)
          broken = true
          return
        }
        const anchors = [...anchorAt.keys()]
        const suggestion = closest(alias.source, anchors)
        report(at, `YAML alias *${alias.source} has no anchor &${alias.source} above it${suggestion ? ` (did you mean *${suggestion}?)` : anchors.length ? `. Anchors: ${anchors.map((name) => `&${name}`).join(', ')}` : ''}`)
        broken = true
        return
      }
      // An alias inside the value it points to (a: &x {b: *x}) would make the content endless.
      if (source.range && alias.range && alias.range[0] >= source.range[0] && alias.range[0] < source.range[2]) {
        report(at, `YAML alias *${alias.source} is inside the value it refers to; write the value out instead`)
        broken = true
      }
      if (++aliases === maxAliases + 1) {
        report(at, `More than ${maxAliases} YAML aliases (*name) in one file: write the values out instead`)
        broken = true
      }
    },
    Scalar(key, node, ancestors) {
      if (node.type !== 'PLAIN' || typeof node.value !== 'string' || !node.range || key === 'key') return
      // YAML joins an unquoted text's lines, so a list item indented further than the one above it becomes more of
      // that item's text ("Licence for one project - Lifetime updates"), silently.
      // (After a syntax error the lines below it are read out of place: that error says what is wrong.)
      const item = doc.errors.length === 0 && /\n([ \t]*)- /.exec(text.slice(node.range[0], node.range[1]))
      if (item) {
        const position = lines.linePos(node.range[0] + item.index + 1 + item[1]!.length)
        problems.push({
          file,
          line: position.line,
          col: position.col,
          path: formatPath(keyPath(ancestors, node)),
          message: `This list item is indented further than the line above it, so YAML read it as more of that line's text ("${node.value}"). Put its "-" in the same column as the other items'`,
        })
        broken = true
      }
      // A plain text followed on its line by " #x" lost everything from the "#" on: YAML read it as a comment.
      const lineEnd = text.indexOf('\n', node.range[1])
      const rest = text.slice(node.range[1], lineEnd === -1 ? undefined : lineEnd)
      if (!/^[ \t]+#[^\s#]/.test(rest)) return
      const position = lines.linePos(node.range[0])
      problems.push({
        file,
        line: position.line,
        col: position.col,
        path: formatPath(keyPath(ancestors, node)),
        message: `Quote this text: "#" starts a comment, so "${rest.trim()}" was dropped. Write it as "${node.value}${rest.trimEnd()}"`,
      })
    },
  })
  if (!broken && doc.contents === null) {
    report(0, `This file is empty or holds only comments${holds ? `: it must hold ${holds}` : ''}`)
    broken = true
  }
  let data: unknown = null
  if (!broken) {
    try {
      data = doc.toJS({ maxAliasCount: 1000 })
    } catch (error) {
      // An "alias bomb": aliases of aliases that would expand into millions of values.
      const firstAlias = /\*[\w-]/.exec(text)?.index ?? 0
      const message = (error as Error).message
      report(firstAlias, /alias count/i.test(message) ? 'These YAML aliases (*name) expand into too many values (aliases of aliases): write the values out instead' : `YAML error: ${plainYamlMessage(message)}`)
    }
  }
  return { file, firstLine: text.split('\n', 1)[0] ?? '', text, doc, lines, data }
}

/** The key path of a node from the ancestors `visit` passes: map keys and list positions. */
function keyPath(ancestors: readonly unknown[], node: unknown): PropertyKey[] {
  const path: PropertyKey[] = []
  const chain = [...ancestors, node]
  chain.forEach((item, index) => {
    const child = chain[index + 1]
    if (isPair(item) && isScalar(item.key)) path.push(String(item.key.value))
    else if (isSeq(item) && child !== undefined) path.push(item.items.indexOf(child as never))
  })
  return path
}

/** The anchors (&name) of a document, each with where its first node starts. */
function anchorsOf(doc: Document): Map<string, number> {
  const anchors = new Map<string, number>()
  visit(doc, {
    Node(_key, node) {
      if ('anchor' in node && typeof node.anchor === 'string' && !anchors.has(node.anchor))
        anchors.set(node.anchor, node.range?.[0] ?? 0)
    },
  })
  return anchors
}

/** "{{" at the start of an unquoted value makes YAML read a group of fields: say to quote the text. */
function quotedReferenceHint(text: string, offset: number): string | undefined {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1
  const line = text.slice(lineStart, text.indexOf('\n', lineStart) === -1 ? undefined : text.indexOf('\n', lineStart))
  const match = /^(\s*(?:- )?[\w-]+:\s*|\s*- )(\{\{.*)$/.exec(line)
  return match ? `a text that starts with {{ must be in double quotes: ${match[1]!.trim()} "${match[2]!.replaceAll('"', '\\"')}"` : undefined
}

/** Plain-word explanations of the YAML mistakes people make most. */
const yamlHints: Partial<Record<string, string>> = {
  BLOCK_AS_IMPLICIT_KEY: 'a text containing ": " must be wrapped in double quotes, or a key is indented too far',
  // "title Launch today" over "subtitle: Fast." reads as one key spanning both lines, as does a next line indented
  // too far: the error is on the first line, whichever it is.
  MULTILINE_IMPLICIT_KEY: 'YAML reads this line and the next as one key: this line needs a ": " after its key, or the next line is indented too far',
  DUPLICATE_KEY: 'this key appears twice in the same block; keep one',
  TAB_AS_INDENT: 'indent with spaces, not tabs',
}

/**
 * The yaml library gives one code to several mistakes ("MISSING_CHAR" is a missing ":" as well as an unclosed
 * quote), so these are told apart by its message.
 */
const yamlMessageHints: [RegExp, string][] = [
  [/^Implicit map keys need to be followed by map values/, 'this line needs a ": " after its key (key: value), or a space after its "-"'],
  [/^Missing closing .?quote/, 'a quote opened here is never closed'],
  [/end with a \]/, 'a list opened with "[" is never closed with "]", or its next line is not indented under it'],
  [/end with a \}/, 'a group opened with "{" is never closed with "}", or its next line is not indented under it'],
  [/^Comments must be separated/, 'text after a closing quote belongs inside the quotes (a comment needs a space before its "#")'],
  [/^Unexpected scalar at node end/, 'text after a closing quote or bracket belongs inside it'],
]

/**
 * Where an unclosed quote or bracket opened: the library notices at the end of what it swallowed (often the end of
 * the file), but the mistake is the opening, so that is the line to show.
 */
function opening(text: string, error: { message: string; pos: [number, number] }): number | undefined {
  const quote = /^Missing closing (["'])quote/.exec(error.message)?.[1]
  if (quote) {
    let at = text.lastIndexOf(quote, error.pos[0] - 1)
    // In a single-quoted text an apostrophe is written twice ('it''s'): those pairs are inside it.
    while (quote === "'" && at > 0 && text[at - 1] === "'") at = text.lastIndexOf(quote, at - 2)
    return at >= 0 ? at : undefined
  }
  const bracket = /end with a ([\]}])/.exec(error.message)?.[1]
  if (!bracket) return undefined
  const open = bracket === ']' ? '[' : '{'
  // The nearest opening before the error that no closing after it matches.
  for (let at = error.pos[0] - 1, depth = 0; at >= 0; at--) {
    if (text[at] === bracket) depth++
    else if (text[at] === open && depth-- === 0) return at
  }
  return undefined
}

function yamlHint(code: string, message: string): string | undefined {
  return yamlMessageHints.find(([pattern]) => pattern.test(message))?.[1] ?? yamlHints[code]
}

function plainYamlMessage(message: string): string {
  // The yaml library appends " at line N, column M" and a code excerpt; the location is printed separately.
  return message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')
}

/** A problem at a key path of a file (at its value, or at the key itself when `at` is "key"). */
export function problemAt(
  source: SourceFile,
  path: readonly PropertyKey[],
  message: string,
  at: 'key' | 'value' = 'value',
): Problem {
  const { line, col } = locate(source, path, at)
  return { file: source.file, line, col, path: formatPath(path), message }
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
