import type { Chat } from '../../schema/chat.ts'

/** What went wrong talking to the provider, independent of the client library. */
export class ProviderFailure extends Error {
  constructor(
    /** http: the provider answered with an error status; unreadable: its data could not be read. */
    readonly kind: 'http' | 'timeout' | 'connection' | 'abort' | 'empty' | 'unreadable',
    readonly status?: number,
    /** The provider's error code, e.g. "insufficient_quota". */
    readonly code?: string,
    /** Seconds the provider asked us to wait (from retry-after). */
    readonly retryAfterSeconds?: number,
    /** Text that arrived before a stream broke off. */
    readonly partial?: string,
  ) {
    super(`provider ${kind}${status ? ` ${status}` : ''}`)
  }
}

/** Local reasons not to call the provider. */
export type LocalFailure = 'not_initialized' | 'rate_limited' | 'bad_key_format'

/** The distinct kinds of failure the chat tells apart. */
export type FailureKind =
  | 'not_initialized'
  | 'rate_limited'
  | 'bad_request'
  | 'invalid_key'
  | 'permission_denied'
  | 'not_found'
  | 'conflict'
  | 'unprocessable'
  | 'provider_rate_limited'
  | 'quota_exceeded'
  | 'server_error'
  | 'timeout'
  | 'offline'
  | 'aborted'
  | 'empty_reply'
  | 'bad_response'
  | 'bad_key_format'
  | 'unknown'

/** A failure as the chat handles it. */
export interface ChatFailure {
  kind: FailureKind
  /** The analytics reason from the spec's catalogue. */
  reason: 'not_initialized' | 'rate_limited' | 'api_error' | 'aborted'
  /** What the visitor is told: in the conversation, before any knowledge-base answer, and in the toast. */
  message: string
}

const byStatus: Record<number, FailureKind> = {
  400: 'bad_request',
  401: 'invalid_key',
  403: 'permission_denied',
  404: 'not_found',
  409: 'conflict',
  422: 'unprocessable',
  429: 'provider_rate_limited',
}

/** Classifies any failure into what the visitor sees, using the catalogue in chat.yaml. */
export function describeFailure(failure: unknown, chat: Pick<Chat, 'errors' | 'messages'>): ChatFailure {
  const { errors } = chat
  if (failure === 'not_initialized')
    return { kind: 'not_initialized', reason: 'not_initialized', message: errors.notInitialized }
  if (failure === 'rate_limited') return { kind: 'rate_limited', reason: 'rate_limited', message: errors.rateLimited }
  if (failure === 'bad_key_format') return { kind: 'bad_key_format', reason: 'api_error', message: errors.badKeyFormat }
  if (!(failure instanceof ProviderFailure)) return { kind: 'unknown', reason: 'api_error', message: errors.generic }

  const api = (kind: FailureKind, message: string): ChatFailure => ({ kind, reason: 'api_error', message })
  const wait = failure.retryAfterSeconds
  const later = (message: string) =>
    wait ? `${message} ${errors.retryAfter.replace('{seconds}', String(wait))}` : message
  switch (failure.kind) {
    case 'abort':
      return { kind: 'aborted', reason: 'aborted', message: '' }
    case 'timeout':
      return api('timeout', errors.timeout)
    case 'connection':
      return api('offline', errors.offline)
    case 'empty':
      return api('empty_reply', chat.messages.emptyReply)
    case 'unreadable':
      return api('bad_response', errors.badResponse)
    case 'http': {
      const status = failure.status ?? 0
      if (status === 429 && failure.code === 'insufficient_quota') return api('quota_exceeded', errors.quotaExceeded)
      if (status === 401) return api('invalid_key', errors.invalidKey)
      if (status === 429) return api('provider_rate_limited', later(errors.providerRateLimited))
      return api(byStatus[status] ?? (status >= 500 ? 'server_error' : 'unknown'), later(errors.generic))
    }
  }
}

/** A key the browser cannot send (characters outside plain ASCII, spaces inside): refused before any request. */
export function keyFormatProblem(key: string): boolean {
  return !/^[\x21-\x7E]+$/.test(key)
}
