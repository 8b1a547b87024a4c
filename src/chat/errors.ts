import type { Chat } from '../../schema/chat.ts'

/** What went wrong talking to the provider, independent of the client library. */
export class ProviderFailure extends Error {
  constructor(
    /** http: the provider answered with an error status; the rest explain themselves. */
    readonly kind: 'http' | 'timeout' | 'connection' | 'abort' | 'empty',
    readonly status?: number,
    /** The provider's error code, e.g. "insufficient_quota". */
    readonly code?: string,
    /** Seconds the provider asked us to wait (from retry-after). */
    readonly retryAfterSeconds?: number,
  ) {
    super(`provider ${kind}${status ? ` ${status}` : ''}`)
  }
}

/** Local reasons not to call the provider. */
export type LocalFailure = 'not_initialized' | 'rate_limited'

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
  | 'unknown'

/** A failure as the chat handles it. */
export interface ChatFailure {
  kind: FailureKind
  /** The analytics reason from the spec's catalogue. */
  reason: 'not_initialized' | 'rate_limited' | 'api_error' | 'aborted'
  /** What the visitor is told (toast description, and the reason line before a fallback answer). */
  message: string
  /** Answer from the knowledge base instead (no key, bad key, no credit, offline, local limit). */
  fallback: boolean
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
    return { kind: 'not_initialized', reason: 'not_initialized', message: errors.notInitialized, fallback: true }
  if (failure === 'rate_limited')
    return { kind: 'rate_limited', reason: 'rate_limited', message: errors.rateLimited, fallback: true }
  if (!(failure instanceof ProviderFailure))
    return { kind: 'unknown', reason: 'api_error', message: errors.generic, fallback: false }

  const api = (kind: FailureKind, message: string, fallback = false): ChatFailure => ({
    kind,
    reason: 'api_error',
    message,
    fallback,
  })
  switch (failure.kind) {
    case 'abort':
      return { kind: 'aborted', reason: 'aborted', message: '', fallback: false }
    case 'timeout':
      return api('timeout', errors.timeout)
    case 'connection':
      return api('offline', errors.offline, true)
    case 'empty':
      return api('empty_reply', chat.messages.emptyReply)
    case 'http': {
      const status = failure.status ?? 0
      if (status === 429 && failure.code === 'insufficient_quota')
        return api('quota_exceeded', errors.quotaExceeded, true)
      if (status === 401) return api('invalid_key', errors.invalidKey, true)
      if (status === 429) {
        const wait = failure.retryAfterSeconds
        return api(
          'provider_rate_limited',
          wait
            ? `${errors.providerRateLimited} ${errors.retryAfter.replace('{seconds}', String(wait))}`
            : errors.providerRateLimited,
        )
      }
      return api(byStatus[status] ?? (status >= 500 ? 'server_error' : 'unknown'), errors.generic)
    }
  }
}
