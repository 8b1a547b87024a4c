import { closest, formatPath, type Problem } from './problem.ts'
import { problemAt, type SourceFile } from './source.ts'

/** Matches {{name.path}} references in text. */
const referencePattern = /\{\{\s*([A-Za-z0-9_.-]*)\s*\}\}/g
/** A reference written with one brace on each side, which would be shown as it is. */
const singleBrace = /(?<!\{)\{\s*((?:plans|offers|claims|links|site)\.[A-Za-z0-9_.-]+)\s*\}(?!\})/g
/** "\{{…}}" writes a literal "{{…}}" (a reference is never read there). */
const escapedReference = /\\\{\{([^{}]*)\}\}/g
/** Stand for the start and end of an escaped "{{…}}" while references are resolved. */
const literalOpen = '\u{F0000}'
const literalClose = '\u{F0001}'
const literal = new RegExp(`${literalOpen}([^${literalClose}]*)${literalClose}`, 'gu')
/** A price in a text: "$67", "$1,299.50". */
const pricePattern = /\$\d[\d,]*(?:\.\d\d)?/g

/** The values that {{...}} references may point at, keyed by their full dotted name. */
export interface ReferenceTable {
  /** Every value by its full dotted name. */
  values: Map<string, string>
  /** Namespaces whose file could not be read; references into them are not reported (the file's own error is). */
  unavailable: Set<string>
  /** Where each value is written: its file kind and key path, e.g. links.buyTemplate → site, "links.buyTemplate". */
  origins: Map<string, { kind: 'plans' | 'claims' | 'site'; path: string }>
  /** The "{{…}}" texts written on purpose (escaped as "\{{"), which may reach the site as they are. */
  literals: Set<string>
}

/** The references each text used, by file and key path, so echoes of a bad value can be told apart. */
export type ReferenceUses = Map<string, string[]>

/**
 * Builds the reference table from the raw plans, claims and site files:
 * plans.<id>.<field>, offers.<id>.<field> (plus a worked-out `savings`), claims.<name>,
 * links.<name> and site.<path>.
 */
export function buildReferenceTable(raw: { plans?: unknown; claims?: unknown; site?: unknown }): ReferenceTable {
  const table = new Map<string, string>()
  const origins: ReferenceTable['origins'] = new Map()
  const unavailable = new Set<string>()
  const add = (prefix: string, value: unknown, kind: 'plans' | 'claims' | 'site', path: string) => {
    for (const [name, leafPath] of leaves(prefix, value, path)) {
      table.set(name, leafPath.value)
      origins.set(name, { kind, path: leafPath.path })
    }
  }
  if (!raw.plans) unavailable.add('plans').add('offers')
  if (!raw.claims) unavailable.add('claims')
  if (!raw.site) unavailable.add('links').add('site')
  const plansFile = asRecord(raw.plans)
  for (const group of ['plans', 'offers'] as const) {
    for (const [index, item] of asArray(plansFile?.[group]).entries()) {
      const plan = asRecord(item)
      if (typeof plan?.id !== 'string') continue
      add(`${group}.${plan.id}`, plan, 'plans', `${group}[${index}]`)
      const savings = priceDifference(plan.compareAtPrice, plan.price)
      if (savings) table.set(`${group}.${plan.id}.savings`, savings)
    }
  }
  add('claims', asRecord(raw.claims)?.claims, 'claims', 'claims')
  const site = asRecord(raw.site)
  add('links', site?.links, 'site', 'links')
  add('site', site, 'site', '')
  return { values: table, unavailable, origins, literals: new Set() }
}

/** The prices of plans and offers (with savings and compare-at prices), each with the references that write it. */
function priceReferences(table: ReferenceTable): Map<string, string[]> {
  const prices = new Map<string, string[]>()
  for (const [name, value] of table.values) {
    if (/^(plans|offers)\.[^.]+\.(price|compareAtPrice|savings)$/.test(name)) prices.set(value, [...(prices.get(value) ?? []), name])
  }
  return prices
}

/**
 * Replaces every {{reference}} in every text of a file, in place. Unknown references become problems
 * located at the text that holds them. References may point at texts that hold references themselves.
 */
export function resolveReferences(
  source: SourceFile,
  table: ReferenceTable,
  problems: Problem[],
  uses: ReferenceUses,
  /** Texts where a typed price is allowed: the price fields themselves, and visitors' questions. */
  pricesAllowed: (path: PropertyKey[]) => boolean = () => false,
): void {
  const prices = priceReferences(table)
  // Shared values (YAML aliases) are resolved once, in place, so every use sees the result; the parser has already
  // refused recursive ones.
  const seen = new WeakSet<object>()
  const visit = (value: unknown, path: PropertyKey[]): unknown => {
    if (typeof value === 'string') {
      checkTypedValues(value, path)
      return value.includes('{{') ? resolveText(value, path) : value
    }
    if (!value || typeof value !== 'object' || seen.has(value)) return value
    seen.add(value)
    const record = value as Record<PropertyKey, unknown>
    for (const key of Array.isArray(value) ? value.keys() : Object.keys(record))
      record[key] = visit(record[key], [...path, key])
    return value
  }

  /** A price typed by hand goes stale when the price changes; a one-brace reference is shown as it is. */
  const checkTypedValues = (text: string, path: PropertyKey[]) => {
    const report = (message: string) => problems.push(problemAt(source, path, message))
    if (!pricesAllowed(path)) {
      for (const [typed] of text.replace(referencePattern, '').matchAll(pricePattern)) {
        const names = prices.get(typed)
        if (names)
          report(`Write ${names.map((name) => `{{${name}}}`).join(' or ')} instead of ${typed}, so this text follows price changes`)
      }
    }
    for (const [, name] of text.matchAll(singleBrace))
      report(`Write {{${name}}} with two braces on each side: with one, "{${name}}" is shown as it is`)
  }

  const resolveText = (text: string, path: PropertyKey[]): string => {
    const report = (message: string) => problems.push(problemAt(source, path, message))
    const used: string[] = []
    uses.set(`${source.file}#${formatPath(path)}`, used)
    try {
      const marked = text.replace(escapedReference, (_match, inner: string) => `${literalOpen}${inner}${literalClose}`)
      const resolved = expand(marked, table, [], used)
      if (/\{\{|\}\}/.test(resolved)) report(`Unfinished reference in ${JSON.stringify(text)}: write it as {{name.field}}`)
      return resolved.replace(literal, (_match, inner: string) => {
        table.literals.add(`{{${inner}}}`)
        return `{{${inner}}}`
      })
    } catch (error) {
      if (error instanceof UnavailableReference) return text
      if (!(error instanceof ReferenceError)) throw error
      report(error.message)
      return text
    }
  }

  source.data = visit(source.data, [])
}

class ReferenceError extends Error {}
class UnavailableReference extends Error {}

function expand(text: string, table: ReferenceTable, trail: string[], used: string[]): string {
  return text.replace(referencePattern, (_match, name: string) => {
    used.push(name)
    const value = table.values.get(name)
    if (value === undefined && table.unavailable.has(name.split('.')[0]!)) throw new UnavailableReference()
    if (value === undefined) {
      const suggestion = closest(name, table.values.keys())
      throw new ReferenceError(
        `Unknown reference {{${name}}}${suggestion ? `. Did you mean {{${suggestion}}}?` : '. References look like {{plans.starter.price}}, {{claims.refundWindow}} or {{links.buyTemplate}}'}`,
      )
    }
    if (trail.includes(name)) throw new ReferenceError(`Reference {{${name}}} refers to itself through ${trail.join(' → ')}`)
    return expand(value, table, [...trail, name], used)
  })
}

/** Every text or number under a value, with its dotted name and key path in its file. */
function leaves(prefix: string, value: unknown, path: string): [string, { value: string; path: string }][] {
  if (typeof value === 'string' || typeof value === 'number') return [[prefix, { value: String(value), path }]]
  if (!value || typeof value !== 'object' || Array.isArray(value)) return []
  return Object.entries(value).flatMap(([key, child]) => leaves(`${prefix}.${key}`, child, path ? `${path}.${key}` : key))
}

function priceDifference(compareAt: unknown, price: unknown): string | undefined {
  const toNumber = (value: unknown) =>
    typeof value === 'string' && /^\$[\d,]+(\.\d+)?$/.test(value) ? Number(value.slice(1).replaceAll(',', '')) : NaN
  const difference = Math.round((toNumber(compareAt) - toNumber(price)) * 100) / 100
  if (!Number.isFinite(difference) || difference <= 0) return undefined
  // Cents are written with two digits, like the prices: $50.50, not $50.5.
  const cents = Number.isInteger(difference) ? 0 : 2
  return `$${difference.toLocaleString('en-US', { minimumFractionDigits: cents, maximumFractionDigits: 2 })}`
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}
