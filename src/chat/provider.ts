import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai'
import type { Chat } from '../../schema/chat.ts'
import { ProviderFailure } from './errors.ts'

/** A message as the provider's chat completions API takes it. */
export interface ProviderMessage {
  role: 'system' | 'user' | 'assistant'
  content: string
}

/**
 * fetch that marks an insufficient_quota 429 as not retryable: the SDK retries every 429, but an account with no
 * credit will not have any a second later, and each retry would only delay the fallback answer.
 */
export const fetchWithoutQuotaRetry: typeof fetch = async (input, init) => {
  const response = await fetch(input, init)
  if (response.status !== 429) return response
  const body = await response.text()
  const headers = new Headers(response.headers)
  if (body.includes('insufficient_quota')) headers.set('x-should-retry', 'false')
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
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
  if (error instanceof APIError)
    return new ProviderFailure(
      'http',
      error.status,
      typeof error.code === 'string' ? error.code : undefined,
      retryAfterSeconds(error.headers as Headers | undefined),
    )
  return new ProviderFailure('connection')
}

/**
 * Streams a chat completion: POST {baseUrl}/chat/completions with the model, the messages (system first),
 * max_tokens, temperature and stream: true. Calls onText with the text so far as it arrives and resolves with
 * the whole text. Rejects with a ProviderFailure; an abort after some text resolves with the partial text.
 */
export async function streamCompletion(request: {
  apiKey: string
  provider: Chat['provider']
  messages: ProviderMessage[]
  signal: AbortSignal
  onText: (text: string) => void
}): Promise<{ text: string; aborted: boolean }> {
  const { provider } = request
  const client = new OpenAI({
    apiKey: request.apiKey,
    baseURL: provider.baseUrl,
    timeout: provider.timeoutMs,
    maxRetries: provider.maxRetries,
    dangerouslyAllowBrowser: true,
    fetch: fetchWithoutQuotaRetry,
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
      { signal: request.signal },
    )
    for await (const chunk of stream) {
      const delta = chunk.choices[0]?.delta?.content
      if (delta) {
        text += delta
        request.onText(text)
      }
    }
  } catch (error) {
    const failure = toProviderFailure(error)
    if (failure.kind === 'abort' || request.signal.aborted) return { text, aborted: true }
    throw failure
  }
  if (request.signal.aborted) return { text, aborted: true }
  if (!text.trim()) throw new ProviderFailure('empty')
  return { text, aborted: false }
}
