import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { describeFailure, ProviderFailure } from '../../src/chat/errors.ts'
import { fetchWithoutQuotaRetry, toProviderFailure } from '../../src/chat/provider.ts'
import { createRateLimiter } from '../../src/chat/rate-limiter.ts'
import { safeHref } from '../../src/chat/markdown.tsx'
import { plainText } from '../../src/knowledge/plain.ts'
import { chat } from '../../src/generated/chat.ts'

describe('the local rate limiter', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  test('refuses the 21st request within 60 s, and the window slides', () => {
    const limiter = createRateLimiter({ maxRequests: 20, windowMs: 60_000 })
    for (let request = 0; request < 20; request++) {
      expect(limiter.tryAcquire()).toBe(true)
      vi.advanceTimersByTime(1_000)
    }
    expect(limiter.tryAcquire()).toBe(false)
    expect(limiter.waitMs()).toBe(40_000)
    vi.advanceTimersByTime(40_000) // the first request leaves the window
    expect(limiter.tryAcquire()).toBe(true)
    expect(limiter.tryAcquire()).toBe(false)
    vi.advanceTimersByTime(1_000) // and the second
    expect(limiter.tryAcquire()).toBe(true)
  })
})

/** Builds the SDK's own error for a status, as its client would throw it. */
function apiError(status: number, code?: string, headers: Record<string, string> = {}) {
  return APIError.generate(status, { error: { message: 'x', code, type: code } }, 'x', new Headers(headers))
}

describe('error mapping', () => {
  const map = (error: unknown) => describeFailure(toProviderFailure(error), chat)

  test.each([
    [400, 'bad_request', chat.errors.generic, false],
    [401, 'invalid_key', chat.errors.invalidKey, true],
    [403, 'permission_denied', chat.errors.generic, false],
    [404, 'not_found', chat.errors.generic, false],
    [409, 'conflict', chat.errors.generic, false],
    [422, 'unprocessable', chat.errors.generic, false],
    [429, 'provider_rate_limited', chat.errors.providerRateLimited, false],
    [500, 'server_error', chat.errors.generic, false],
    [503, 'server_error', chat.errors.generic, false],
  ] as const)('HTTP %i → %s', (status, kind, message, fallback) => {
    expect(map(apiError(status))).toEqual({ kind, reason: 'api_error', message, fallback })
  })

  test('insufficient_quota is its own kind and falls back to the knowledge base', () => {
    expect(map(apiError(429, 'insufficient_quota'))).toMatchObject({
      kind: 'quota_exceeded',
      message: chat.errors.quotaExceeded,
      fallback: true,
    })
  })

  test('a 429 with retry-after says when to try again', () => {
    expect(map(apiError(429, 'rate_limit_exceeded', { 'retry-after': '7' })).message).toBe(
      `${chat.errors.providerRateLimited} You can try again in 7 seconds.`,
    )
    expect(map(apiError(429, undefined, { 'retry-after-ms': '1500' })).message).toContain('in 2 seconds')
  })

  test('timeout, connection failure, abort and empty content', () => {
    expect(map(new APIConnectionTimeoutError())).toMatchObject({
      kind: 'timeout',
      message: chat.errors.timeout,
      fallback: false,
    })
    expect(map(new APIConnectionError({ message: 'Connection error.' }))).toMatchObject({
      kind: 'offline',
      message: chat.errors.offline,
      fallback: true,
    })
    expect(map(new APIUserAbortError())).toMatchObject({ kind: 'aborted', reason: 'aborted' })
    expect(map(new DOMException('aborted', 'AbortError'))).toMatchObject({ kind: 'aborted' })
    expect(describeFailure(new ProviderFailure('empty'), chat)).toMatchObject({
      kind: 'empty_reply',
      message: chat.messages.emptyReply,
    })
  })

  test('local failures carry the catalogue reasons', () => {
    expect(describeFailure('not_initialized', chat)).toMatchObject({
      reason: 'not_initialized',
      message: chat.errors.notInitialized,
      fallback: true,
    })
    expect(describeFailure('rate_limited', chat)).toMatchObject({
      reason: 'rate_limited',
      message: chat.errors.rateLimited,
    })
    expect(describeFailure(new Error('anything'), chat)).toMatchObject({
      kind: 'unknown',
      message: chat.errors.generic,
    })
  })

  test('an insufficient_quota 429 is marked not retryable; other 429s are left alone', async () => {
    const responses = [
      new Response('{"error":{"code":"insufficient_quota"}}', { status: 429 }),
      new Response('{"error":{"code":"rate_limit_exceeded"}}', { status: 429, headers: { 'retry-after': '1' } }),
    ]
    vi.stubGlobal('fetch', async () => responses.shift()!)
    try {
      const quota = await fetchWithoutQuotaRetry('https://api.test/v1/chat/completions')
      expect(quota.headers.get('x-should-retry')).toBe('false')
      expect(await quota.text()).toContain('insufficient_quota')
      const limited = await fetchWithoutQuotaRetry('https://api.test/v1/chat/completions')
      expect(limited.headers.get('x-should-retry')).toBeNull()
      expect(limited.headers.get('retry-after')).toBe('1')
    } finally {
      vi.unstubAllGlobals()
    }
  })
})

describe('reply rendering helpers', () => {
  test('only safe link targets survive', () => {
    expect(safeHref('/pricing#faq')).toBe('/pricing#faq')
    expect(safeHref('https://example.com/a')).toBe('https://example.com/a')
    expect(safeHref('mailto:a@b.co')).toBe('mailto:a@b.co')
    for (const unsafe of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '//evil.test/x',
      'java\tscript:x',
    ]) {
      expect(safeHref(unsafe), unsafe).toBeUndefined()
    }
  })

  test('announcements are plain words', () => {
    expect(plainText('*Note:* see [pricing](/pricing) for **$67**')).toBe('Note: see pricing for $67')
  })
})
