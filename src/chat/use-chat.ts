import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { toast } from 'sonner'
import { track } from '../analytics/track.ts'
import { chat } from '../generated/chat.ts'
import { routes } from '../generated/routes.ts'
import { site } from '../generated/site.ts'
import type { ChatReply } from '../knowledge/answer.ts'
import { plainText } from '../knowledge/plain.ts'
import { quickQuestionsFor } from '../knowledge/quick-questions.ts'
import { local, session } from '../storage/safe-storage.ts'
import { loadAssistant } from './assistant-loader.ts'
import {
  newMessage,
  parseSaved,
  providerHistory,
  serialize,
  type ChatMessage,
  type Conversation,
} from './conversation.ts'
import { describeFailure, keyFormatProblem, ProviderFailure, type ChatFailure } from './errors.ts'
import { createRateLimiter } from './rate-limiter.ts'
import { systemPrompt } from './system-prompt.ts'

export type { ChatMessage } from './conversation.ts'

const limiter = createRateLimiter(chat.rateLimit)
const toastOptions = { duration: chat.toastDurationMs }

/** A message is sent only when it has text after trimming. */
export function validMessage(text: string): string | undefined {
  const trimmed = text.trim()
  return trimmed.length > 0 ? trimmed : undefined
}

/** A fresh conversation on a route: the welcome, and the route's quick questions. */
function fresh(route: string, note?: string): Conversation {
  return {
    messages: [
      ...(note ? [newMessage('assistant', note, { status: 'failed' })] : []),
      newMessage('assistant', '', { welcome: true }),
    ],
    suggestions: quickQuestionsFor(chat, route),
    suggestionsFor: route,
    relatedLinks: [],
  }
}

/** The saved conversation of this tab, or a fresh one (saying so when the saved one could not be read). */
function restore(route: string): Conversation {
  const { conversation, invalid } = parseSaved(session.get(chat.storageKeys.conversation))
  return conversation ?? fresh(route, invalid ? chat.messages.conversationReset : undefined)
}

/** The links shown when the chat opens on a route: where its quick questions are answered. */
async function startingLinks(route: string): Promise<ChatReply['relatedLinks']> {
  const { search, linksFor } = await loadAssistant()
  return linksFor(quickQuestionsFor(chat, route).flatMap((question) => search(question, 1).results[0]?.id ?? []))
}

/** A question as sent: the visitor's words, and the questions they asked before it, oldest first (for a follow-up). */
interface Asked {
  question: string
  earlier: string[]
}

/**
 * The reply after a failure: its reason, then the knowledge-base answer when the question has one (the hint to add
 * a key when that is the reason), else the spec's apology.
 */
async function failureReply({ question, earlier }: Asked, route: string, failure: ChatFailure) {
  const reason = failure.kind === 'not_initialized' ? chat.modes.noKey : failure.message
  try {
    const reply = (await loadAssistant()).answer(question, route, earlier)
    if (failure.kind === 'not_initialized' && reply.declined) return reply
    if (!reply.declined) {
      const notice = chat.fallbackNotice.replace('{reason}', reason)
      const hint = failure.kind === 'not_initialized' ? chat.messages.keyHint : ''
      return { ...reply, message: [notice, reply.message, hint].filter(Boolean).join('\n\n') }
    }
  } catch {
    if (failure.kind === 'not_initialized') return { message: chat.errors.knowledgeUnavailable }
  }
  return { message: `*${reason}*\n\n${chat.messages.apology}` }
}

/** The feedback given on this browser, by message id. */
function savedFeedback(): Record<string, boolean> {
  try {
    return JSON.parse(local.get(chat.storageKeys.feedback) ?? '{}') as Record<string, boolean>
  } catch {
    return {}
  }
}

/** The chat's state and actions, for the current route. */
export function useChat(route: string) {
  const [conversation, setConversation] = useState<Conversation>(() => restore(route))
  const [apiKey, setApiKey] = useState(() => local.get(chat.storageKeys.apiKey) ?? '')
  const [pendingId, setPendingId] = useState<string | null>(null)
  const [retryIn, setRetryIn] = useState<number | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const [feedback, setFeedback] = useState(savedFeedback)
  const abort = useRef<AbortController | null>(null)

  const update = useCallback((change: (current: Conversation) => Conversation) => {
    setConversation((current) => {
      const next = change(current)
      session.set(chat.storageKeys.conversation, serialize(next))
      return next
    })
  }, [])

  const setMessage = useCallback(
    (id: string, change: Partial<ChatMessage>) =>
      update((current) => ({
        ...current,
        messages: current.messages.map((message) => (message.id === id ? { ...message, ...change } : message)),
      })),
    [update],
  )

  // A key saved or forgotten in another tab applies here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === chat.storageKeys.apiKey) setApiKey(event.newValue ?? '')
      if (event.key === null) setApiKey(local.get(chat.storageKeys.apiKey) ?? '')
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])

  // Where the quick questions are answered, once the passage index has loaded.
  const onlyWelcome = conversation.messages.every((message) => message.welcome || message.status === 'failed')
  useEffect(() => {
    if (!onlyWelcome) return
    let current = true
    startingLinks(route).then(
      (relatedLinks) => current && update((state) => ({ ...state, relatedLinks })),
      () => undefined, // offline: no links until a question is asked
    )
    return () => {
      current = false
    }
  }, [route, onlyWelcome, update])

  const finish = useCallback(
    (id: string, content: string, status: ChatMessage['status'], reply?: Partial<ChatReply>) => {
      update((current) => ({
        messages: current.messages.map((message) =>
          message.id === id
            ? { ...message, content, status, choices: reply?.choices?.length ? reply.choices : undefined }
            : message,
        ),
        suggestions: reply?.suggestions ?? current.suggestions,
        suggestionsFor: reply?.suggestions ? undefined : current.suggestionsFor,
        relatedLinks: reply?.relatedLinks ?? current.relatedLinks,
      }))
      setAnnouncement(plainText(content))
    },
    [update],
  )

  const fail = useCallback(
    async (id: string, asked: Asked, failure: ChatFailure, partial = '') => {
      track('chat_error', { reason: failure.reason, kind: failure.kind })
      if (failure.kind !== 'not_initialized')
        toast.error(chat.toasts.error.title, {
          description: failure.message || chat.toasts.error.description,
          ...toastOptions,
        })
      if (partial) {
        // A stream that broke off keeps what arrived, says it was cut off and why, and stays out of the history.
        finish(id, `${partial}\n\n*${failure.message}*`, 'interrupted')
        return
      }
      const reply = await failureReply(asked, route, failure)
      finish(id, reply.message, failure.kind === 'not_initialized' ? 'offline' : 'failed', reply)
    },
    [finish, route],
  )

  const ask = useCallback(
    async (asked: Asked, id: string, history: ReturnType<typeof providerHistory>, controller: AbortController) => {
      const { question, earlier } = asked
      if (!apiKey) return fail(id, asked, describeFailure('not_initialized', chat))
      if (keyFormatProblem(apiKey)) return fail(id, asked, describeFailure('bad_key_format', chat))
      if (!limiter.tryAcquire()) return fail(id, asked, describeFailure('rate_limited', chat))
      // One search serves the AI's passages and the reply's follow-up questions and links.
      const assistant = await loadAssistant().catch(() => undefined)
      const offline = assistant?.answer(question, route, earlier)
      const passages = (offline?.results ?? []).flatMap((result) => assistant?.context.passages.get(result.id) ?? [])
      const page = routes.find((candidate) => candidate.path === route)
      try {
        const { streamCompletion } = await import('./provider.ts')
        const result = await streamCompletion({
          apiKey,
          provider: chat.provider,
          signal: controller.signal,
          messages: [
            {
              role: 'system',
              content: systemPrompt(chat, {
                brand: site.brand,
                path: route,
                pageDescription: page?.description ?? '',
                passages,
                summarise: (passage) => assistant!.summary(passage, question),
              }),
            },
            ...history,
            { role: 'user', content: question },
          ],
          onText: (partial) => {
            setRetryIn(null)
            setMessage(id, { content: partial })
          },
          onWait: setRetryIn,
        })
        if (result.aborted && !result.text)
          update((current) => ({ ...current, messages: current.messages.filter((message) => message.id !== id) }))
        else if (result.aborted) finish(id, result.text, 'interrupted')
        else finish(id, result.text, undefined, offline && { ...offline, choices: [] })
      } catch (error) {
        const failure = error instanceof ProviderFailure ? error : new ProviderFailure('connection')
        await fail(id, asked, describeFailure(failure, chat), failure.partial)
      }
    },
    [apiKey, fail, finish, route, setMessage, update],
  )

  /** Sends a question; false (the draft is kept) while a reply is still on its way. */
  const send = useCallback(
    (text: string): boolean => {
      const question = validMessage(text)
      if (!question || pendingId) return false
      const userMessage = newMessage('user', question)
      const reply = newMessage('assistant', '', { status: 'streaming' })
      const history = providerHistory(conversation.messages, chat.provider.historyChars)
      const earlier = conversation.messages.filter((message) => message.role === 'user').map(({ content }) => content)
      update((current) => ({ ...current, messages: [...current.messages, userMessage, reply] }))
      track('chat_message_sent', { mode: apiKey ? 'ai' : 'offline', route })
      setPendingId(reply.id)
      const controller = new AbortController()
      abort.current = controller
      void ask({ question, earlier }, reply.id, history, controller).finally(() => {
        if (abort.current === controller) abort.current = null
        setPendingId((current) => (current === reply.id ? null : current))
        setRetryIn(null)
      })
      return true
    },
    [apiKey, ask, conversation.messages, pendingId, route, update],
  )

  const stop = useCallback(() => abort.current?.abort(), [])

  const clear = useCallback(() => {
    abort.current?.abort()
    update(() => fresh(route))
  }, [route, update])

  const saveKey = useCallback((value: string) => {
    const key = value.trim()
    if (!key) {
      toast.error(chat.toasts.keyRequired.title, { description: chat.toasts.keyRequired.description, ...toastOptions })
      return false
    }
    if (keyFormatProblem(key)) {
      toast.error(chat.toasts.error.title, { description: chat.errors.badKeyFormat, ...toastOptions })
      return false
    }
    local.set(chat.storageKeys.apiKey, key)
    setApiKey(key)
    track('chat_key_saved', { persistent: local.persistent })
    if (local.persistent)
      toast.success(chat.toasts.keySaved.title, { description: chat.toasts.keySaved.description, ...toastOptions })
    else
      toast.warning(chat.toasts.keyInMemory.title, {
        description: chat.toasts.keyInMemory.description,
        ...toastOptions,
      })
    return true
  }, [])

  const forgetKey = useCallback(() => {
    local.remove(chat.storageKeys.apiKey)
    setApiKey('')
    track('chat_key_forgotten')
    toast.success(chat.toasts.keyForgotten.title, {
      description: chat.toasts.keyForgotten.description,
      ...toastOptions,
    })
  }, [])

  const giveFeedback = useCallback((messageId: string, positive: boolean) => {
    const next = { ...savedFeedback(), [messageId]: positive }
    local.set(chat.storageKeys.feedback, JSON.stringify(next))
    setFeedback(next)
    track('chat_feedback', { positive })
    const message = positive ? chat.toasts.feedbackPositive : chat.toasts.feedbackNegative
    toast.success(message.title, { description: message.description, ...toastOptions })
  }, [])

  const copy = useCallback(async (content: string) => {
    try {
      await navigator.clipboard.writeText(content)
      toast.success(chat.toasts.copied.title, { description: chat.toasts.copied.description, ...toastOptions })
    } catch {
      toast.error(chat.toasts.error.title, { description: chat.errors.copyFailed, ...toastOptions })
    }
  }, [])

  return useMemo(
    () => ({
      ...conversation,
      // Quick questions follow the page; a reply's follow-up questions stay until the next question.
      suggestions:
        conversation.suggestionsFor === undefined ? conversation.suggestions : quickQuestionsFor(chat, route),
      apiKey,
      pending: pendingId !== null,
      pendingId,
      retryIn,
      announcement,
      feedback,
      send,
      stop,
      clear,
      saveKey,
      forgetKey,
      giveFeedback,
      copy,
    }),
    [
      conversation,
      route,
      apiKey,
      pendingId,
      retryIn,
      announcement,
      feedback,
      send,
      stop,
      clear,
      saveKey,
      forgetKey,
      giveFeedback,
      copy,
    ],
  )
}
