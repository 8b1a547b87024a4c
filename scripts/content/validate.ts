import type { z } from 'zod'
import { describeValue } from '../../schema/primitives.ts'
import { closest, type Problem } from './problem.ts'
import { problemAt, type SourceFile } from './source.ts'

/**
 * Validates a file's data against its schema. Every issue becomes a located problem in plain words;
 * returns the parsed value, or undefined when the file has problems.
 */
export function validateSource(source: SourceFile, schema: z.ZodType, problems: Problem[]): unknown {
  const result = schema.safeParse(source.data, { reportInput: true, error: friendlyMessage })
  if (result.success) return result.data
  for (const issue of result.error.issues.flatMap(chosenOption)) {
    if (issue.code === 'unrecognized_keys') {
      const known = knownKeys(schema, issue.path, source.data)
      for (const key of issue.keys) {
        const suggestion = closest(key, known)
        problems.push(
          problemAt(
            source,
            [...issue.path, key],
            `Unknown key "${key}"${suggestion ? ` (did you mean "${suggestion}"?)` : ''}${known.length ? `. Allowed keys: ${known.join(', ')}` : ''}`,
            'key',
          ),
        )
      }
      continue
    }
    problems.push(problemAt(source, issue.path, issue.message))
  }
  return undefined
}

/**
 * When a value's own type picked one option of a union (a list where text or a list is allowed) and only that one
 * failed inside, its issues, which say where (`expect[1]`), rather than "did not match any allowed form".
 */
function chosenOption(issue: z.core.$ZodIssue): z.core.$ZodIssue[] {
  if (issue.code !== 'invalid_union') return [issue]
  const deeper = issue.errors.filter((errors) => errors.length > 0 && errors.every((inner) => inner.path.length > 0))
  if (deeper.length !== 1) return [issue]
  return deeper[0]!.flatMap((inner) => chosenOption({ ...inner, path: [...issue.path, ...inner.path] }))
}

/** Default wording for zod issues; messages written in a schema take precedence over these. */
function friendlyMessage(issue: z.core.$ZodRawIssue): string | undefined {
  const got = describeValue(issue.input)
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Required field is missing'
      return `Expected ${typeWords[issue.expected] ?? issue.expected}, got ${got}`
    case 'too_small':
      if (issue.origin === 'string') return 'Text must not be empty'
      if (issue.origin === 'array') return `Expected at least ${plural(Number(issue.minimum), 'item')}, got ${plural((issue.input as unknown[]).length, 'item')}`
      return `Expected ${String(issue.minimum)} or more, got ${got}`
    case 'too_big':
      if (issue.origin === 'array') return `Expected at most ${plural(Number(issue.maximum), 'item')}`
      if (issue.origin === 'string') return `Expected at most ${String(issue.maximum)} characters`
      return `Expected ${String(issue.maximum)} or less, got ${got}`
    case 'invalid_value': {
      const values = issue.values.map((value) => JSON.stringify(value))
      const suggestion = typeof issue.input === 'string' ? closest(issue.input, issue.values.map(String)) : undefined
      return `Expected ${values.length === 1 ? values[0] : `one of ${values.join(', ')}`}, got ${got}${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`
    }
    case 'invalid_format':
      if (issue.format === 'email') return `Expected an e-mail address like name@example.com, got ${got}`
      if (issue.format === 'url') return `Expected a web address starting with https://, got ${got}`
      return undefined
    case 'invalid_union':
      if ('discriminator' in issue && issue.discriminator) {
        const options = ((issue as { options?: unknown[] }).options ?? []).map(String)
        const type = (issue.input as Record<string, unknown> | undefined)?.[issue.discriminator]
        const suggestion = typeof type === 'string' ? closest(type, options) : undefined
        return type === undefined
          ? `Missing "${issue.discriminator}". Expected one of ${options.join(', ')}`
          : `Unknown ${issue.discriminator} ${describeValue(type)}${suggestion ? ` (did you mean "${suggestion}"?)` : ''}. Expected one of ${options.join(', ')}`
      }
      {
        // Every option refused the value's type outright: name the types they take ("text or a list").
        const options = (issue as { errors?: z.core.$ZodIssue[][] }).errors ?? []
        const types = options.map((errors) =>
          errors.length === 1 && errors[0]!.code === 'invalid_type' && errors[0]!.path.length === 0
            ? (typeWords[errors[0]!.expected] ?? errors[0]!.expected)
            : undefined,
        )
        if (types.length > 0 && types.every(Boolean)) return `Expected ${[...new Set(types)].join(' or ')}, got ${got}`
      }
      return `Did not match any allowed form, got ${got}`
    case 'invalid_key':
      return `Unexpected key ${got}`
    default:
      return undefined
  }
}

const typeWords: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields',
  record: 'a group of fields',
  literal: 'a fixed value',
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`
}

/** The keys an object schema allows at a path, for "did you mean" hints. Follows the data through unions. */
function knownKeys(schema: z.ZodType, path: readonly PropertyKey[], data: unknown): string[] {
  let node: unknown = schema
  let value = data
  for (const segment of [...path, undefined]) {
    node = pickUnionOption(unwrap(node), value)
    const def = defOf(node)
    if (segment === undefined) return def?.type === 'object' ? Object.keys(def.shape as object) : []
    if (!def) return []
    if (def.type === 'object') node = (def.shape as Record<string, unknown>)[String(segment)]
    else if (def.type === 'array') node = def.element
    else if (def.type === 'record') node = def.valueType
    else return []
    value = (value as Record<PropertyKey, unknown> | undefined)?.[segment]
  }
  return []
}

function defOf(node: unknown): Record<string, unknown> | undefined {
  return (node as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def
}

/** For a discriminated union, the option matching the data's discriminator value. */
function pickUnionOption(node: unknown, value: unknown): unknown {
  const def = defOf(node)
  if (def?.type !== 'union' || typeof def.discriminator !== 'string') return node
  const wanted = (value as Record<string, unknown> | undefined)?.[def.discriminator]
  const options = def.options as unknown[]
  return (
    options.find((option) => {
      const literal = defOf((defOf(option)?.shape as Record<string, unknown> | undefined)?.[def.discriminator as string])
      return (literal?.values as unknown[] | undefined)?.includes(wanted)
    }) ?? node
  )
}

/** Looks through optional, default and refinement wrappers to the schema beneath. */
function unwrap(node: unknown): unknown {
  let current = node
  for (let depth = 0; depth < 10; depth++) {
    const def = defOf(current)
    if (!def) return current
    if (def.type === 'optional' || def.type === 'default' || def.type === 'nullable' || def.type === 'prefault')
      current = def.innerType
    else if (def.type === 'pipe') current = def.in
    else return current
  }
  return current
}
