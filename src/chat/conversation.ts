import * as z from 'zod/mini'
import type { Chat } from '../../schema/chat.ts'

/** One message of the conversation, as shown and as saved for the tab's session. */
const message = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  /** ISO time it was sent. */
  timestamp: z.string(),
  /** The welcome message, whose text follows whether a key is set. */
  welcome: z.optional(z.boolean()),
  /** "Did you mean" choices, offered as buttons under the message. */
  choices: z.optional(z.array(z.string())),
  /**
   * streaming: still arriving; interrupted: cut off (a reload mid-reply); failed: a failure's reason and any
   * knowledge-base answer. Only plain replies are history the provider sees.
   */
  status: z.optional(z.enum(['streaming', 'interrupted', 'failed', 'offline'])),
})

/** A link the chat offers under the conversation. */
const link = z.object({ title: z.string(), url: z.string() })

/** What is saved in sessionStorage, with a version so an older shape is recognised and dropped. */
const saved = z.object({
  version: z.literal(2),
  messages: z.array(message),
  suggestions: z.array(z.string()),
  /** Whether the suggestions are the page's quick questions (and so follow the page) or a reply's follow-ups. */
  suggestionsFor: z.optional(z.string()),
  relatedLinks: z.array(link),
})

export type ChatMessage = z.infer<typeof message>
export type Conversation = Omit<z.infer<typeof saved>, 'version'>

/** The version of the saved conversation's shape. */
export const conversationVersion = 2

/** Longest text kept in one message: longer ones are cut (a runaway reply, a pasted book). */
export const maxMessageLength = 8000

/** A new message with a fresh id and the current time. */
export function newMessage(role: ChatMessage['role'], content: string, extra: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    role,
    content,
    timestamp: new Date().toISOString(),
    ...extra,
  }
}

/**
 * Reads a saved conversation. A reply that was still streaming (the tab was reloaded) is marked interrupted; a
 * conversation of an older or unknown shape, or damaged, is `invalid` and starts afresh.
 */
export function parseSaved(text: string | null): { conversation?: Conversation; invalid: boolean } {
  if (!text) return { invalid: false }
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return { invalid: true }
  }
  const result = saved.safeParse(data)
  if (!result.success || result.data.messages.length === 0) return { invalid: true }
  const { version: _version, ...conversation } = result.data
  return {
    invalid: false,
    conversation: {
      ...conversation,
      messages: conversation.messages.map((entry) =>
        entry.status === 'streaming' ? { ...entry, status: 'interrupted' as const } : entry,
      ),
    },
  }
}

/** The conversation as saved. */
export function serialize(conversation: Conversation): string {
  return JSON.stringify({ version: conversationVersion, ...conversation })
}

/**
 * The history the provider sees: the visitor's messages and the plain replies (no welcome, no failures, no
 * interrupted or offline answers), newest kept first, within a budget of characters so a long conversation stays
 * under the provider's context limit.
 */
export function providerHistory(
  messages: ChatMessage[],
  budget: number,
): { role: 'user' | 'assistant'; content: string }[] {
  const usable = messages.filter((entry) => !entry.welcome && !entry.status && entry.content.trim())
  const kept: { role: 'user' | 'assistant'; content: string }[] = []
  let used = 0
  for (let index = usable.length - 1; index >= 0; index--) {
    const entry = usable[index]!
    used += entry.content.length
    if (used > budget) break
    kept.unshift({ role: entry.role, content: entry.content })
  }
  // A history never starts with a reply whose question was dropped.
  while (kept[0]?.role === 'assistant') kept.shift()
  return kept
}

/** The welcome message's text, which says whether answers come from the knowledge base. */
export function welcomeText(chat: Pick<Chat, 'messages'>, hasKey: boolean): string {
  return hasKey ? chat.messages.welcome : `${chat.messages.welcome}\n\n${chat.messages.noKeyWarning}`
}
