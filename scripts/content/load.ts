import { existsSync } from 'node:fs'
import type { z } from 'zod'
import { join, posix, relative } from 'node:path'
import { contentKinds, type ContentKindName, type ContentOf } from '../../schema/index.ts'
import type { Page } from '../../schema/page.ts'
import type { Problem } from './problem.ts'
import { buildReferenceTable, resolveReferences, type ReferenceTable, type ReferenceUses } from './references.ts'
import { listYamlFiles, readSource, type SourceFile } from './source.ts'
import { validateSource } from './validate.ts'

type SingleKind = Exclude<ContentKindName, 'page'>

/** Validated content, with the source of every file for locating later problems. */
export interface LoadedContent {
  /** Each single-file kind, when its file is valid. */
  files: { [K in SingleKind]?: ContentOf<K> }
  /** Valid pages with their sources. */
  pages: { source: SourceFile; page: Page }[]
  /** Every page file, valid or not, so links to a page with a mistake elsewhere still resolve. */
  pageSources: SourceFile[]
  /** The source of every file by kind ("page" sources are in `pages`). */
  sources: { [K in SingleKind]?: SourceFile }
  /** The reference table, and which references each text used. */
  references: { table: ReferenceTable; uses: ReferenceUses }
}

const singleKinds = Object.keys(contentKinds).filter((kind): kind is SingleKind => kind !== 'page')

/**
 * Reads every YAML file under contentDir, resolves references and validates each file against its schema.
 * `root` is the folder that paths in messages are relative to.
 */
export function loadContent(contentDir: string, root: string, problems: Problem[]): LoadedContent {
  const files = listYamlFiles(contentDir)
  const sources: LoadedContent['sources'] = {}
  const pageSources: SourceFile[] = []
  const known = new Set<string>()

  for (const kind of singleKinds) {
    const location = contentKinds[kind].location as { file: string }
    const path = join(contentDir, location.file)
    known.add(path)
    if (!existsSync(path)) {
      problems.push({ file: relative(root, path), line: 1, col: 1, path: '', message: `Missing file: ${location.file} holds the ${contentKinds[kind].title.toLowerCase()}` })
      continue
    }
    sources[kind] = readSource(path, root, problems, holdsOf(kind))
  }
  const pageFolder = join(contentDir, (contentKinds.page.location as { folder: string }).folder)
  for (const path of files) {
    if (known.has(path)) continue
    const source = readSource(path, root, problems, path.startsWith(pageFolder) ? holdsOf('page') : undefined)
    if (path.startsWith(pageFolder)) pageSources.push(source)
    else {
      const expected = singleKinds.map((kind) => (contentKinds[kind].location as { file: string }).file)
      problems.push({ file: source.file, line: 1, col: 1, path: '', message: `Unknown content file. Pages go in content/pages/; other files are: ${expected.join(', ')}` })
    }
  }

  const table = buildReferenceTable({ plans: sources.plans?.data, claims: sources.claims?.data, site: sources.site?.data })
  const allSources = [...Object.entries(sources), ...pageSources.map((source) => ['page', source] as const)]
  const uses: ReferenceUses = new Map()
  const loaded: LoadedContent = {
    files: {},
    pages: [],
    pageSources,
    sources,
    references: { table, uses },
  }
  for (const [kind, source] of allSources) {
    if (!source || source.data === null) continue
    checkModeline(source, relative(contentDir, join(root, source.file)), kind as ContentKindName, problems)
    resolveReferences(source, table, problems, uses, (path) =>
      kind === 'knowledgeEval' ? true : kind === 'plans' && ['price', 'compareAtPrice'].includes(String(path.at(-1))),
    )
    const value = validateSource(source, contentKinds[kind as ContentKindName].schema as z.ZodType, problems)
    if (value === undefined) continue
    if (kind === 'page') loaded.pages.push({ source, page: value as Page })
    else (loaded.files as Record<string, unknown>)[kind] = value
  }
  return loaded
}

/** What a file of a kind must hold, for an empty file's message: its title and its top-level keys. */
function holdsOf(kind: ContentKindName): string {
  const shape = (contentKinds[kind].schema as unknown as { shape?: Record<string, unknown> }).shape
  const keys = shape ? Object.keys(shape).map((key) => `${key}:`).join(', ') : ''
  return `the ${contentKinds[kind].title.toLowerCase()}${keys ? ` (${keys})` : ''}`
}

/** The first line every content file of a kind must have, so editors find its JSON Schema. */
export function modelineFor(pathInContent: string, kind: ContentKindName): string {
  // content/ sits beside schema/, so the path climbs out of content/ and into schema/json/.
  const fromFile = posix.relative(posix.dirname(`content/${pathInContent}`), `schema/json/${kind}.json`)
  return `# yaml-language-server: $schema=${fromFile}`
}

function checkModeline(source: SourceFile, pathInContent: string, kind: ContentKindName, problems: Problem[]) {
  const expected = modelineFor(pathInContent.split('\\').join('/'), kind)
  if (source.firstLine.trim() !== expected) {
    problems.push({ file: source.file, line: 1, col: 1, path: '', message: `The first line must be "${expected}" so editors can check the file while you type` })
  }
}
