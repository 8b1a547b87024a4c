import { z } from 'zod'

/** Describes a received value in plain words for error messages. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing'
  if (value === null) return 'an empty value'
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value)
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'object') return 'a group of fields'
  return String(value)
}

/** Visitor-facing text: a string with at least one visible character. */
export const text = z
  .string({
    error: (issue) =>
      issue.input === undefined
        ? 'Required field is missing'
        : typeof issue.input === 'number' || typeof issue.input === 'boolean'
          ? `Expected text, got ${describeValue(issue.input)}: YAML reads it as a ${typeof issue.input}, so put it in quotes ("${String(issue.input)}")`
          : `Expected text, got ${describeValue(issue.input)}`,
  })
  .min(1, { error: 'Text must not be empty', abort: true })
  .refine((value) => value.trim().length > 0, 'Text must not be empty')
  // What the refine checks, in words an editor's JSON Schema can check too.
  .meta({ pattern: '\\S' })

/** A whole number of milliseconds (0 or more). */
export const milliseconds = z.int().min(0).max(3_600_000)

/** Why a price is not written the expected way, in words a marketer can act on. */
function priceHint(value: unknown): string {
  const got = describeValue(value)
  if (typeof value !== 'string') return `Expected a price with its dollar sign, like "$127", got ${got}`
  if (!value.startsWith('$')) return `Expected a price with its dollar sign, like "$127", got ${got}`
  if (/^\$\d+\.\d$/.test(value)) return `Write cents with two digits, like "${value}0", got ${got}`
  if (/^\$\d{4,}(\.\d{2})?$/.test(value))
    return `Write thousands with commas, like "${`$${Number(value.slice(1)).toLocaleString('en-US', { minimumFractionDigits: value.includes('.') ? 2 : 0 })}`}", got ${got}`
  return `Expected a price like "$127" or "$1,299.50", got ${got}`
}

/** A price as shown to visitors, written with its currency sign: "$127", "$1,299.50". */
export const price = z
  .string({
    error: (issue) => (issue.input === undefined ? 'Required field is missing' : priceHint(issue.input)),
  })
  .regex(/^\$\d{1,3}(,\d{3})*(\.\d{2})?$/, { error: (issue) => priceHint(issue.input) })

/** A lower-case identifier such as "starter" or "refund-policy". */
export const id = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Expected an id in lower case with dashes, like "refund-policy"')

/** An anchor id on a page, such as "pricing" (linked as "/#pricing"). */
export const anchorId = id

/** The form of a route: "/", or "/" and lower-case words joined by dashes. */
export const routePattern = /^\/([a-z0-9]+(-[a-z0-9]+)*)?$/

/** A site route such as "/" or "/pricing". */
export const route = z.string().regex(routePattern, 'Expected a route like "/pricing"')

const externalProtocols = ['https://', 'mailto:']
// The same rules as externalUrlProblem, for editors' JSON Schemas.
const httpsPattern = 'https://[^\\s/?#]+\\.[^\\s/?#]+([/?#]\\S*)?'
const mailtoPattern = 'mailto:[^\\s@]+@[^\\s@]+\\.[^\\s@?]+(\\?\\S*)?'

/** Why an external link would not work, or undefined when it is a whole https address or a mailto with an address. */
export function externalUrlProblem(value: string): string | undefined {
  if (value.startsWith('mailto:')) {
    const address = decodeURIComponent(value.slice('mailto:'.length).split('?')[0]!)
    return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address) ? undefined : `"${value}" has no e-mail address after mailto:`
  }
  if (!value.startsWith('https://'))
    return `External URLs must use https:// (or mailto: for e-mail), got ${describeValue(value)}`
  if (/\s/.test(value)) return `A web address cannot contain spaces, got ${describeValue(value)}`
  try {
    const url = new URL(value)
    return url.hostname.includes('.') ? undefined : `"${value}" is missing its domain, like https://example.com/page`
  } catch {
    return `"${value}" is not a complete web address, like https://example.com/page`
  }
}

/** An absolute external URL: a whole https address, or mailto with an e-mail address. */
export const externalUrl = z
  .string()
  .superRefine((value, context) => {
    const problem = externalUrlProblem(value)
    if (problem) context.addIssue({ code: 'custom', message: problem, input: value })
  })
  .meta({ pattern: `^(${httpsPattern}|${mailtoPattern})$` })

/**
 * Where a link goes: a route ("/pricing"), an anchor on a route ("/#faq"), an anchor on the same page ("#demo"),
 * or an external URL (https:// or mailto:).
 */
export const href = z
  .string()
  .superRefine((value, context) => {
    if (value.startsWith('/') || value.startsWith('#')) return
    const problem = externalProtocols.some((protocol) => value.startsWith(protocol))
      ? externalUrlProblem(value)
      : value.startsWith('http://')
        ? `External URLs must use https://, got ${describeValue(value)}`
        : `Expected a link starting with /, #, https:// or mailto:, got ${describeValue(value)}`
    if (problem) context.addIssue({ code: 'custom', message: problem, input: value })
  })
  .meta({ pattern: `^([/#]\\S*|${httpsPattern}|${mailtoPattern})$` })

/** A date shown to visitors, such as "January 2025". */
export const displayDate = text
