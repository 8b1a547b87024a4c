/**
 * Copies the JSDoc written on each schema field (schema/*.ts) into the JSON Schemas as `description`, which is what
 * editors show on hover and in completions while a marketer edits YAML. zod keeps no comments at run time, so this
 * reads the schema sources with TypeScript's parser (no type checker: a few milliseconds per file) and walks each
 * zod expression alongside the JSON Schema that zod generated from it.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type * as TS from 'typescript'

type JsonNode = Record<string, unknown>

const schemaIndex = fileURLToPath(new URL('../../schema/index.ts', import.meta.url))
type Located = { node: TS.Node; file: string }

// Loaded on first use (about half a second), so importing this module costs nothing when the schemas are cached.
let ts: typeof TS

const sources = new Map<string, TS.SourceFile>()

function source(file: string): TS.SourceFile {
  let parsed = sources.get(file)
  if (!parsed) {
    parsed = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
    sources.set(file, parsed)
  }
  return parsed
}

/** The JSDoc text on a declaration or property, without tags. */
function docOf(node: TS.Node): string | undefined {
  const text = ts
    .getJSDocCommentsAndTags(node)
    .filter(ts.isJSDoc)
    .map((doc) => ts.getTextOfJSDocComment(doc.comment)?.trim())
    .filter(Boolean)
    .join('\n')
  return text ? text.replace(/\s*\n\s*/g, ' ') : undefined
}

/** The top-level `const` a name refers to in a file, following named imports of relative modules. */
function declarationOf(name: string, file: string): { declaration: TS.VariableDeclaration; file: string } | undefined {
  for (const statement of source(file).statements) {
    if (ts.isVariableStatement(statement)) {
      const declaration = statement.declarationList.declarations.find(
        (item) => ts.isIdentifier(item.name) && item.name.text === name,
      )
      if (declaration) return { declaration, file }
    }
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const specifier = statement.moduleSpecifier.text
      const bindings = statement.importClause?.namedBindings
      if (!specifier.startsWith('.') || !bindings || !ts.isNamedImports(bindings)) continue
      const binding = bindings.elements.find((element) => element.name.text === name)
      if (binding) return declarationOf((binding.propertyName ?? binding.name).text, resolve(dirname(file), specifier))
    }
  }
  return undefined
}

function unwrap(node: TS.Node): TS.Node {
  while (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node))
    node = node.expression
  return node
}

/** Follows identifiers to the expression they stand for. */
function resolveExpression({ node, file }: Located): Located | undefined {
  node = unwrap(node)
  if (!ts.isIdentifier(node)) return { node, file }
  const found = declarationOf(node.text, file)
  return found?.declaration.initializer ? resolveExpression({ node: found.declaration.initializer, file: found.file }) : undefined
}

function describeNode(json: unknown, description: string | undefined) {
  if (description && json && typeof json === 'object' && !('description' in json))
    (json as JsonNode).description = description
}

/** Walks a zod expression and the JSON Schema generated from it together, adding descriptions. */
function walk(json: unknown, located: Located): void {
  if (!json || typeof json !== 'object') return
  const node = unwrap(located.node)
  if (ts.isIdentifier(node)) {
    const found = declarationOf(node.text, located.file)
    if (!found?.declaration.initializer) return
    // A field's own comment was set first and wins; the shared schema's comment (e.g. on `price`) fills the gap.
    describeNode(json, docOf(found.declaration))
    return walk(json, { node: found.declaration.initializer, file: found.file })
  }
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return
  const callee = node.expression
  const [first, second] = node.arguments
  if (!(ts.isIdentifier(callee.expression) && callee.expression.text === 'z'))
    return walk(json, { node: callee.expression, file: located.file }) // .optional(), .min(1), .default(…)
  const target = json as JsonNode
  switch (callee.name.text) {
    case 'object':
    case 'strictObject':
    case 'looseObject':
      if (first) walkShape(target.properties as JsonNode | undefined, { node: first, file: located.file })
      return
    case 'array':
      if (first) walk(target.items, { node: first, file: located.file })
      return
    case 'record':
      if (second) walk(target.additionalProperties, { node: second, file: located.file })
      return
    case 'union':
    case 'discriminatedUnion': {
      const list = callee.name.text === 'union' ? first : second
      const options = (target.anyOf ?? target.oneOf) as unknown[] | undefined
      const array = list && resolveExpression({ node: list, file: located.file })
      if (!options || !array || !ts.isArrayLiteralExpression(array.node)) return
      array.node.elements.forEach((element, index) => walk(options[index], { node: element, file: array.file }))
      return
    }
  }
}

/** The fields of a z.object({...}) literal, including spread ones (`...sectionBase`). */
function walkShape(properties: JsonNode | undefined, located: Located): void {
  const shape = resolveExpression(located)
  if (!properties || !shape || !ts.isObjectLiteralExpression(shape.node)) return
  for (const property of shape.node.properties) {
    if (ts.isSpreadAssignment(property)) {
      walkShape(properties, { node: property.expression, file: shape.file })
      continue
    }
    if (!ts.isPropertyAssignment(property) && !ts.isShorthandPropertyAssignment(property)) continue
    const name = ts.isIdentifier(property.name) || ts.isStringLiteral(property.name) ? property.name.text : undefined
    if (!name || !(name in properties)) continue
    describeNode(properties[name], docOf(property))
    const value = ts.isPropertyAssignment(property) ? property.initializer : property.name
    walk(properties[name], { node: value, file: shape.file })
  }
}

/** A property's value in an object literal (followed through identifiers), by name. */
function propertyOf(located: Located | undefined, name: string): Located | undefined {
  const object = located && resolveExpression(located)
  if (!object || !ts.isObjectLiteralExpression(object.node)) return undefined
  const property = object.node.properties.find(
    (item): item is TS.PropertyAssignment =>
      ts.isPropertyAssignment(item) && ts.isIdentifier(item.name) && item.name.text === name,
  )
  return property && { node: property.initializer, file: object.file }
}

/**
 * Returns a copy of the JSON Schema of a content kind (as z.toJSONSchema made it from `contentKinds[kind].schema`
 * in schema/index.ts) with each field's JSDoc as its description.
 */
export function withDescriptions(json: JsonNode, kind: string): JsonNode {
  ts ??= createRequire(import.meta.url)('typescript') as typeof TS
  const copy = structuredClone(json) // zod may share one object between fields with the same schema
  const kinds = { node: ts.factory.createIdentifier('contentKinds'), file: schemaIndex }
  const schema = propertyOf(propertyOf(kinds, kind), 'schema')
  if (schema) walk(copy, schema)
  return copy
}
