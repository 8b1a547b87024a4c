import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { maxMessageLength, parseSaved, providerHistory, serialize } from '../../src/chat/conversation.ts'
import { describeFailure, keyFormatProblem, ProviderFailure } from '../../src/chat/errors.ts'
import { streamCompletion, toProviderFailure } from '../../src/chat/provider.ts'
import { createRateLimiter } from '../../src/chat/rate-limiter.ts'
import { boundedMarkdown, Markdown, maxNesting, safeHref } from '../../src/chat/markdown.tsx'
import { renderToStaticMarkup } from 'react-dom/server'
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
    [400, 'bad_request', chat.errors.generic],
    [401, 'invalid_key', chat.errors.invalidKey],
    [403, 'permission_denied', chat.errors.generic],
    [404, 'not_found', chat.errors.generic],
    [409, 'conflict', chat.errors.generic],
    [422, 'unprocessable', chat.errors.generic],
    [429, 'provider_rate_limited', chat.errors.providerRateLimited],
    [500, 'server_error', chat.errors.generic],
    [503, 'server_error', chat.errors.generic],
  ] as const)('HTTP %i → %s', (status, kind, message) => {
    expect(map(apiError(status))).toEqual({ kind, reason: 'api_error', message })
  })

  test('insufficient_quota is its own kind', () => {
    expect(map(apiError(429, 'insufficient_quota'))).toMatchObject({
      kind: 'quota_exceeded',
      message: chat.errors.quotaExceeded,
    })
  })

  test('a 429 or 5xx with retry-after says when to try again', () => {
    expect(map(apiError(429, 'rate_limit_exceeded', { 'retry-after': '7' })).message).toBe(
      `${chat.errors.providerRateLimited} You can try again in 7 seconds.`,
    )
    expect(map(apiError(429, undefined, { 'retry-after-ms': '1500' })).message).toContain('in 2 seconds')
    expect(map(apiError(503, undefined, { 'retry-after': '30' })).message).toContain('in 30 seconds')
  })

  test('timeout, connection failure, unreadable data, abort and empty content each have their own words', () => {
    expect(map(new APIConnectionTimeoutError())).toMatchObject({ kind: 'timeout', message: chat.errors.timeout })
    expect(map(new APIConnectionError({ message: 'Connection error.' }))).toMatchObject({
      kind: 'offline',
      message: chat.errors.offline,
    })
    expect(map(new SyntaxError('Unexpected token'))).toMatchObject({
      kind: 'bad_response',
      message: chat.errors.badResponse,
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
    })
    expect(describeFailure('rate_limited', chat)).toMatchObject({
      reason: 'rate_limited',
      message: chat.errors.rateLimited,
    })
    expect(describeFailure('bad_key_format', chat)).toMatchObject({ message: chat.errors.badKeyFormat })
    expect(describeFailure(new Error('anything'), chat)).toMatchObject({
      kind: 'unknown',
      message: chat.errors.generic,
    })
  })

  test('a key a browser cannot send is recognised', () => {
    expect(keyFormatProblem('sk-proj-AbC_123-xyz')).toBe(false)
    for (const bad of ['sk-тест', 'sk-a b', 'sk-\u00e9', '']) expect(keyFormatProblem(bad), bad).toBe(true)
  })
})

describe('the provider call', () => {
  const provider = { ...chat.provider, maxRetries: 2, maxRetryWaitMs: 15_000, timeoutMs: 25_000 }
  const request = (signal = new AbortController().signal, onWait = vi.fn()) => ({
    apiKey: 'sk-test',
    provider,
    messages: [{ role: 'user' as const, content: 'hi' }],
    signal,
    onText: vi.fn(),
    onWait,
  })
  const sse = (text: string) =>
    new Response(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: text } }] })}\n\ndata: [DONE]\n\n`, {
      headers: { 'content-type': 'text/event-stream' },
    })
  const status = (code: number, headers: Record<string, string> = {}, body = '{"error":{"message":"x"}}') =>
    new Response(body, { status: code, headers: { 'content-type': 'application/json', ...headers } })

  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  test('retries a 503 after the wait the provider asks for, and tells how long', async () => {
    const responses = [status(503, { 'retry-after': '1' }), sse('Hello')]
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => responses.shift()!),
    )
    const onWait = vi.fn()
    const result = await streamCompletion(request(undefined, onWait))
    expect(result).toEqual({ text: 'Hello', aborted: false })
    expect(onWait).toHaveBeenCalledWith(1)
  })

  test('never retries a spent quota, and never waits longer than allowed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => status(429, {}, '{"error":{"code":"insufficient_quota","message":"x"}}')),
    )
    await expect(streamCompletion(request())).rejects.toMatchObject({ kind: 'http', code: 'insufficient_quota' })
    expect(fetch).toHaveBeenCalledTimes(1)
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => status(429, { 'retry-after': '600' })),
    )
    await expect(streamCompletion(request())).rejects.toMatchObject({ kind: 'http', retryAfterSeconds: 600 })
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  test('Stop during a wait ends it at once', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => status(429, { 'retry-after': '10' })),
    )
    const controller = new AbortController()
    const pending = streamCompletion(
      request(
        controller.signal,
        vi.fn(() => controller.abort()),
      ),
    )
    await expect(pending).resolves.toEqual({ text: '', aborted: true })
    expect(fetch).toHaveBeenCalledTimes(1)
  })
})

describe('the saved conversation and the history', () => {
  const message = (role: 'user' | 'assistant', content: string, extra = {}) => ({
    id: content,
    role,
    content,
    timestamp: '2026-01-01T00:00:00.000Z',
    ...extra,
  })

  test('an older or damaged shape is dropped; a reply cut off by a reload is marked interrupted', () => {
    expect(parseSaved('{"messages":[{"role":"user","content":"hi"}]}')).toEqual({ invalid: true })
    expect(parseSaved('not json')).toEqual({ invalid: true })
    expect(parseSaved(null)).toEqual({ invalid: false })
    const saved = serialize({
      messages: [message('user', 'q'), message('assistant', 'partial', { status: 'streaming' })],
      suggestions: [],
      relatedLinks: [],
    })
    expect(parseSaved(saved).conversation!.messages[1]!.status).toBe('interrupted')
  })

  test('the history keeps the newest turns within the budget, and leaves out welcomes, failures and cut-off replies', () => {
    const messages = [
      message('assistant', 'welcome', { welcome: true }),
      message('user', 'first question'),
      message('assistant', 'first answer'),
      message('user', 'second'),
      message('assistant', 'cut', { status: 'interrupted' }),
      message('user', 'third'),
      message('assistant', 'sorry', { status: 'failed' }),
      message('user', 'fourth'),
      message('assistant', 'fourth answer'),
    ]
    expect(providerHistory(messages, 10_000).map((entry) => entry.content)).toEqual([
      'first question',
      'first answer',
      'second',
      'third',
      'fourth',
      'fourth answer',
    ])
    // 30 characters: the oldest turns go first, and the history never starts with a reply.
    expect(providerHistory(messages, 30).map((entry) => entry.content)).toEqual([
      'second',
      'third',
      'fourth',
      'fourth answer',
    ])
  })
})

describe('markdown bounds', () => {
  test('deep quotes and runaway length are bounded before parsing', () => {
    const bounded = boundedMarkdown(`${'>'.repeat(2000)} deep`)
    expect((bounded.match(/>/g) ?? []).length).toBe(maxNesting)
    expect(boundedMarkdown('x'.repeat(20_000)).length).toBe(maxMessageLength + 1)
    expect(renderToStaticMarkup(<Markdown text={`${'> '.repeat(3000)}deep`} />)).toContain('deep')
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
