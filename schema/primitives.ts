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
      issue.input === undefined ? 'Required field is missing' : `Expected text, got ${describeValue(issue.input)}`,
  })
  .min(1, { error: 'Text must not be empty', abort: true })
  .refine((value) => value.trim().length > 0, 'Text must not be empty')

/** A whole number of milliseconds (0 or more). */
export const milliseconds = z.int().min(0).max(3_600_000)

/** A price as shown to visitors, written with its currency sign: "$127". */
export const price = z
  .string({
    error: (issue) =>
      issue.input === undefined
        ? 'Required field is missing'
        : `Expected a price like "$127", got ${describeValue(issue.input)}`,
  })
  .regex(/^\$\d{1,3}(,\d{3})*(\.\d{2})?$/, {
    error: (issue) => `Expected a price like "$127", got ${describeValue(issue.input)}`,
  })

/** A lower-case identifier such as "starter" or "refund-policy". */
export const id = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Expected an id in lower case with dashes, like "refund-policy"')

/** An anchor id on a page, such as "pricing" (linked as "/#pricing"). */
export const anchorId = id

/** A site route such as "/" or "/pricing". */
export const route = z.string().regex(/^\/([a-z0-9]+(-[a-z0-9]+)*)?$/, 'Expected a route like "/pricing"')

const externalProtocols = ['https://', 'mailto:']

/** An absolute external URL: https, or mailto for e-mail. */
export const externalUrl = z
  .string()
  .refine((value) => externalProtocols.some((protocol) => value.startsWith(protocol)), {
    error: (issue) => `External URLs must use https:// (or mailto: for e-mail), got ${describeValue(issue.input)}`,
  })

/**
 * Where a link goes: a route ("/pricing"), an anchor on a route ("/#faq"), an anchor on the same page ("#demo"),
 * or an external URL (https:// or mailto:).
 */
export const href = z
  .string()
  .refine(
    (value) =>
      value.startsWith('/') ||
      value.startsWith('#') ||
      externalProtocols.some((protocol) => value.startsWith(protocol)),
    {
      error: (issue) =>
        String(issue.input).startsWith('http://')
          ? `External URLs must use https://, got ${describeValue(issue.input)}`
          : `Expected a link starting with /, #, https:// or mailto:, got ${describeValue(issue.input)}`,
    },
  )

/** A date shown to visitors, such as "January 2025". */
export const displayDate = text
