import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { toast } from 'sonner'
import { track } from '../analytics/track.ts'
import { chat } from '../generated/chat.ts'
import { routes } from '../generated/routes.ts'
import { site } from '../generated/site.ts'
import { answer, linksFor, quickQuestionsFor, type ChatReply } from '../knowledge/answer.ts'
import { local, session } from '../storage/safe-storage.ts'
import { loadAssistant } from './assistant-loader.ts'
import { describeFailure, ProviderFailure, type ChatFailure } from './errors.ts'
import { plainText } from '../knowledge/plain.ts'
import { createRateLimiter } from './rate-limiter.ts'
import { systemPrompt } from './system-prompt.ts'

/** One message in the conversation. */
export interface ChatMessage {
  id: string
  role: 'user' | 'assistant'
  content: string
  /** ISO time it was sent. */
  timestamp: string
  /** "Did you mean" choices, offered as buttons under the message. */
  choices?: string[]
}

interface Conversation {
  messages: ChatMessage[]
  suggestions: string[]
  relatedLinks: ChatReply['relatedLinks']
}

const limiter = createRateLimiter(chat.rateLimit)
const toastOptions = { duration: chat.toastDurationMs }

/** A message is sent only when it has text after trimming. */
export function validMessage(text: string): string | undefined {
  const trimmed = text.trim()
  return trimmed.length > 0 ? trimmed : undefined
}

function newMessage(role: ChatMessage['role'], content: string): ChatMessage {
  return {
    id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    role,
    content,
    timestamp: new Date().toISOString(),
  }
}

/** The links shown when the chat opens on a route: where its quick questions are answered. */
async function startingLinks(route: string): Promise<ChatReply['relatedLinks']> {
  const { search, context } = await loadAssistant()
  const ids = quickQuestionsFor(chat, route).flatMap((question) => search(question, 1).results[0]?.id ?? [])
  return linksFor(context, ids)
}

function restore(route: string): Conversation {
  try {
    const saved = JSON.parse(session.get(chat.storageKeys.conversation) ?? 'null') as Conversation | null
    if (saved && Array.isArray(saved.messages) && saved.messages.length > 0) return saved
  } catch {
    // A damaged saved conversation starts afresh.
  }
  const hasKey = Boolean(local.get(chat.storageKeys.apiKey))
  const welcome = hasKey ? chat.messages.welcome : `${chat.messages.welcome}\n\n${chat.messages.noKeyWarning}`
  return { messages: [newMessage('assistant', welcome)], suggestions: quickQuestionsFor(chat, route), relatedLinks: [] }
}

/**
 * The knowledge-base answer given instead of the provider's, with the reason on its first line (and the hint to
 * add a key when that is the reason). A decline or "Did you mean" stands on its own.
 */
async function fallbackReply(question: string, route: string, reason: string, withKeyHint: boolean) {
  const { search, context } = await loadAssistant()
  const reply = answer(question, route, search, context)
  if (reply.declined) return reply
  const notice = chat.fallbackNotice.replace('{reason}', reason)
  return {
    ...reply,
    message: [notice, reply.message, withKeyHint ? chat.messages.keyHint : ''].filter(Boolean).join('\n\n'),
  }
}

/** The chat's state and actions, for the current route. */
export function useChat(route: string) {
  const [conversation, setConversation] = useState<Conversation>(() => restore(route))
  const [apiKey, setApiKey] = useState(() => local.get(chat.storageKeys.apiKey) ?? '')
  const [waiting, setWaiting] = useState(false)
  const [streamingId, setStreamingId] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const abort = useRef<AbortController | null>(null)

  const update = useCallback((change: (current: Conversation) => Conversation) => {
    setConversation((current) => {
      const next = change(current)
      session.set(chat.storageKeys.conversation, JSON.stringify(next))
      return next
    })
  }, [])

  // Where the quick questions are answered, once the passage index has loaded.
  useEffect(() => {
    if (conversation.relatedLinks.length > 0 || conversation.messages.length > 1) return
    let current = true
    startingLinks(route).then(
      (relatedLinks) => current && update((state) => ({ ...state, relatedLinks })),
      () => undefined, // offline: no links until a question is asked
    )
    return () => {
      current = false
    }
  }, [route, conversation.relatedLinks.length, conversation.messages.length, update])

  const finish = useCallback(
    (id: string, content: string, reply?: Pick<ChatReply, 'suggestions' | 'relatedLinks' | 'choices'>) => {
      const choices = reply?.choices.length ? reply.choices : undefined
      update((current) => ({
        messages: current.messages.map((message) => (message.id === id ? { ...message, content, choices } : message)),
        suggestions: reply?.suggestions ?? current.suggestions,
        relatedLinks: reply?.relatedLinks ?? current.relatedLinks,
      }))
      setAnnouncement(plainText(content))
    },
    [update],
  )

  const fail = useCallback(
    async (id: string, question: string, failure: ChatFailure) => {
      track('chat_error', { reason: failure.reason, kind: failure.kind })
      if (failure.kind !== 'not_initialized')
        toast.error(chat.toasts.error.title, {
          description: failure.message || chat.toasts.error.description,
          ...toastOptions,
        })
      if (failure.fallback) {
        try {
          const reply = await fallbackReply(
            question,
            route,
            failure.kind === 'not_initialized' ? chat.modes.noKey : failure.message,
            failure.kind === 'not_initialized',
          )
          finish(id, reply.message, reply)
        } catch {
          finish(id, chat.errors.knowledgeUnavailable)
        }
      } else {
        finish(id, failure.kind === 'empty_reply' ? chat.messages.emptyReply : chat.messages.apology)
      }
    },
    [finish, route],
  )

  const send = useCallback(
    async (text: string) => {
      const question = validMessage(text)
      if (!question || waiting) return
      const userMessage = newMessage('user', question)
      const reply = newMessage('assistant', '')
      const history = conversation.messages.slice(1)
      update((current) => ({ ...current, messages: [...current.messages, userMessage, reply] }))
      track('chat_message_sent', { mode: apiKey ? 'ai' : 'offline', route })

      setWaiting(true)
      setStreamingId(reply.id)
      if (!apiKey || !limiter.tryAcquire()) {
        await fail(reply.id, question, describeFailure(apiKey ? 'rate_limited' : 'not_initialized', chat))
        setWaiting(false)
        setStreamingId(null)
        return
      }
      const controller = new AbortController()
      abort.current = controller
      try {
        // One search serves the AI's passages and the reply's follow-up questions and links.
        const assistant = await loadAssistant().catch(() => undefined)
        const offline = assistant && answer(question, route, assistant.search, assistant.context)
        const facts = (offline?.results ?? []).flatMap((result) => assistant?.context.passages.get(result.id) ?? [])
        const page = routes.find((candidate) => candidate.path === route)
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
                passages: facts,
              }),
            },
            ...history.map((message) => ({ role: message.role, content: message.content })),
            { role: 'user', content: question },
          ],
          onText: (partial) =>
            update((current) => ({
              ...current,
              messages: current.messages.map((message) =>
                message.id === reply.id ? { ...message, content: partial } : message,
              ),
            })),
        })
        if (result.aborted && !result.text)
          update((current) => ({ ...current, messages: current.messages.filter((message) => message.id !== reply.id) }))
        else finish(reply.id, result.text, offline && { ...offline, choices: [] })
      } catch (error) {
        await fail(
          reply.id,
          question,
          describeFailure(error instanceof ProviderFailure ? error : new ProviderFailure('connection'), chat),
        )
      } finally {
        abort.current = null
        setWaiting(false)
        setStreamingId(null)
      }
    },
    [apiKey, conversation.messages, fail, finish, route, update, waiting],
  )

  const saveKey = useCallback((value: string) => {
    const key = value.trim()
    if (!key) {
      toast.error(chat.toasts.keyRequired.title, { description: chat.toasts.keyRequired.description, ...toastOptions })
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
    let saved: Record<string, boolean> = {}
    try {
      saved = JSON.parse(local.get(chat.storageKeys.feedback) ?? '{}') as Record<string, boolean>
    } catch {
      // Start a fresh record.
    }
    local.set(chat.storageKeys.feedback, JSON.stringify({ ...saved, [messageId]: positive }))
    track('chat_feedback', { positive })
    const message = positive ? chat.toasts.feedbackPositive : chat.toasts.feedbackNegative
    toast.success(message.title, { description: message.description, ...toastOptions })
  }, [])

  const copy = useCallback(async (content: string) => {
    try {
      await navigator.clipboard.writeText(content)
      toast.success(chat.toasts.copied.title, { description: chat.toasts.copied.description, ...toastOptions })
    } catch {
      toast.error(chat.toasts.error.title, { description: chat.errors.generic, ...toastOptions })
    }
  }, [])

  return useMemo(
    () => ({
      ...conversation,
      apiKey,
      waiting,
      streamingId,
      announcement,
      send,
      stop: () => abort.current?.abort(),
      saveKey,
      forgetKey,
      giveFeedback,
      copy,
    }),
    [conversation, apiKey, waiting, streamingId, announcement, send, saveKey, forgetKey, giveFeedback, copy],
  )
}
