import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai'
import type { Chat } from '../../schema/chat.ts'
import { ProviderFailure } from './errors.ts'

/** A message as the provider's chat completions API takes it. */
export interface ProviderMessage {
  role: 'system' | 'user' | 'assistant'
  content: string
}

/** Seconds from a retry-after header (seconds or an HTTP date), or retry-after-ms. */
function retryAfterSeconds(headers: Headers | undefined): number | undefined {
  const ms = Number(headers?.get('retry-after-ms'))
  if (ms > 0) return Math.ceil(ms / 1000)
  const value = headers?.get('retry-after')
  if (!value) return undefined
  const seconds = Number(value)
  if (Number.isFinite(seconds)) return Math.max(1, Math.ceil(seconds))
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(1, Math.ceil((date - Date.now()) / 1000))
}

/** Turns the SDK's errors into a ProviderFailure (never exposing the key, which the SDK does not put in errors). */
export function toProviderFailure(error: unknown): ProviderFailure {
  if (error instanceof ProviderFailure) return error
  if (error instanceof APIUserAbortError || (error instanceof DOMException && error.name === 'AbortError'))
    return new ProviderFailure('abort')
  if (error instanceof APIConnectionTimeoutError) return new ProviderFailure('timeout')
  if (error instanceof APIConnectionError) return new ProviderFailure('connection')
  if (error instanceof APIError && error.status === undefined) return new ProviderFailure('unreadable')
  if (error instanceof APIError)
    return new ProviderFailure(
      'http',
      error.status,
      typeof error.code === 'string' ? error.code : undefined,
      retryAfterSeconds(error.headers as Headers | undefined),
    )
  // Malformed stream data: the reply arrived but cannot be read.
  if (error instanceof SyntaxError) return new ProviderFailure('unreadable')
  return new ProviderFailure('connection')
}

/** True for failures worth another try: 408, 409, 429 (but never a spent quota), 5xx and lost connections. */
function retryable(failure: ProviderFailure): boolean {
  if (failure.kind === 'connection') return true
  if (failure.kind !== 'http' || failure.code === 'insufficient_quota') return false
  const status = failure.status ?? 0
  return status === 408 || status === 409 || status === 429 || status >= 500
}

/** Waits, unless the signal aborts first. */
function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve()
    const timer = setTimeout(done, ms)
    signal.addEventListener('abort', done, { once: true })
    function done() {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
  })
}

/**
 * Streams a chat completion: POST {baseUrl}/chat/completions with the model, the messages (system first),
 * max_tokens, temperature and stream: true, calling onText with the text so far.
 *
 * Its own deadlines, because the SDK's timeout covers only the wait for headers: the whole answer must arrive
 * within `timeoutMs`, and a stream that stops sending for `idleTimeoutMs` ends. Failures worth another try are
 * retried `maxRetries` times within the deadline, after the wait the provider asks for (`onWait` tells how long; the
 * signal cuts it short). A wait longer than what the deadline or `maxRetryWaitMs` allows is not waited: the failure
 * says when to try again. Stop (the signal) ends everything at once and resolves with the text so far.
 */
export async function streamCompletion(request: {
  apiKey: string
  provider: Chat['provider']
  messages: ProviderMessage[]
  signal: AbortSignal
  onText: (text: string) => void
  onWait?: (seconds: number) => void
}): Promise<{ text: string; aborted: boolean }> {
  const { provider, signal } = request
  const deadline = Date.now() + provider.timeoutMs
  for (let attempt = 0; ; attempt++) {
    if (signal.aborted) return { text: '', aborted: true }
    const result = await attemptStream(request, deadline).catch((error: unknown) => toProviderFailure(error))
    if (!(result instanceof ProviderFailure)) return result
    if (result.kind === 'abort' || signal.aborted) return { text: '', aborted: true }
    if (!retryable(result) || result.partial || attempt >= provider.maxRetries) throw result
    const seconds = result.retryAfterSeconds ?? Math.min(8, 2 ** attempt)
    if (seconds * 1000 > Math.min(provider.maxRetryWaitMs, deadline - Date.now())) throw result
    request.onWait?.(seconds)
    await wait(seconds * 1000, signal)
  }
}

/** One request, ended by Stop, by the overall deadline, or by a stream gone quiet. */
async function attemptStream(
  request: Parameters<typeof streamCompletion>[0],
  deadline: number,
): Promise<{ text: string; aborted: boolean }> {
  const { provider } = request
  const controller = new AbortController()
  let timedOut = false
  const timeout = () => {
    timedOut = true
    controller.abort()
  }
  const stop = () => controller.abort()
  request.signal.addEventListener('abort', stop, { once: true })
  const overall = setTimeout(timeout, Math.max(0, deadline - Date.now()))
  let idle = setTimeout(timeout, provider.idleTimeoutMs)
  const client = new OpenAI({
    apiKey: request.apiKey,
    baseURL: provider.baseUrl,
    timeout: provider.timeoutMs,
    maxRetries: 0,
    dangerouslyAllowBrowser: true,
    logLevel: 'off',
  })
  let text = ''
  try {
    const stream = await client.chat.completions.create(
      {
        model: provider.model,
        messages: request.messages,
        max_tokens: provider.maxTokens,
        temperature: provider.temperature,
        stream: true,
      },
      { signal: controller.signal },
    )
    for await (const chunk of stream) {
      clearTimeout(idle)
      idle = setTimeout(timeout, provider.idleTimeoutMs)
      const delta = chunk.choices[0]?.delta?.content
      if (delta) {
        text += delta
        request.onText(text)
      }
    }
  } catch (error) {
    // What arrived before a stream broke off is kept with the failure (and never retried, which would repeat it).
    const partial = text || undefined
    if (timedOut) throw new ProviderFailure('timeout', undefined, undefined, undefined, partial)
    const failure = toProviderFailure(error)
    if (failure.kind === 'abort' || request.signal.aborted) return { text, aborted: true }
    throw new ProviderFailure(failure.kind, failure.status, failure.code, failure.retryAfterSeconds, partial)
  } finally {
    clearTimeout(overall)
    clearTimeout(idle)
    request.signal.removeEventListener('abort', stop)
  }
  if (request.signal.aborted) return { text, aborted: true }
  if (timedOut) throw new ProviderFailure('timeout', undefined, undefined, undefined, text || undefined)
  if (!text.trim()) throw new ProviderFailure('empty')
  return { text, aborted: false }
}
