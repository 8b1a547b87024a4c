import { Component, type ReactNode } from 'react'
import { chat } from '../generated/chat.ts'
import { cn } from '../ui/cn.ts'
import { Icon } from '../ui/icon.tsx'
import { Choices } from './choices.tsx'
import type { ChatMessage } from './conversation.ts'
import { Markdown } from './markdown.tsx'

const time = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', hour12: false })
const actionClass =
  'inline-flex size-8 items-center justify-center rounded-md text-muted hover:bg-card hover:text-fg aria-pressed:bg-accent-soft aria-pressed:text-accent'

/** One message that cannot be shown says so, instead of taking the conversation down with it. */
class MessageGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  render() {
    return this.state.failed ? <Markdown text={chat.messages.unreadableMessage} /> : this.props.children
  }
}

/** One message: the visitor's on the right as plain text, the assistant's on the left as safe markdown. */
export function MessageItem({
  message,
  streaming,
  feedback,
  onCopy,
  onFeedback,
  onChoose,
  busy = false,
}: {
  message: ChatMessage
  streaming: boolean
  /** The feedback given on this message, if any (true: helpful). */
  feedback?: boolean
  onCopy: (content: string) => void
  onFeedback: (id: string, positive: boolean) => void
  /** Asks one of the message's "Did you mean" choices. */
  onChoose: (text: string) => void
  /** A reply is pending: choices wait. */
  busy?: boolean
}) {
  const user = message.role === 'user'
  const when = new Date(message.timestamp)
  const actions = [
    ['file', chat.labels.copy, () => onCopy(message.content), undefined],
    ['thumbs-up', chat.labels.helpful, () => onFeedback(message.id, true), feedback === true],
    ['thumbs-down', chat.labels.notHelpful, () => onFeedback(message.id, false), feedback === false],
  ] as const
  return (
    <li className={cn('group flex flex-col', user ? 'items-end' : 'items-start')} aria-busy={streaming || undefined}>
      <div
        className={cn(
          'max-w-[85%] min-w-0 rounded-2xl px-4 py-2.5 text-sm break-words [overflow-wrap:anywhere]',
          user
            ? 'rounded-br-sm bg-accent whitespace-pre-wrap text-accent-fg'
            : 'rounded-bl-sm border border-border bg-card',
        )}
      >
        <span className="sr-only">{user ? chat.labels.you : chat.labels.assistant}: </span>
        <MessageGuard>
          {user ? message.content : <Markdown text={message.content} />}
          {message.status === 'interrupted' && !streaming && (
            <div className="mt-2 text-muted">
              <Markdown text={chat.messages.interrupted} />
            </div>
          )}
          {message.choices && <Choices choices={message.choices} onChoose={onChoose} busy={busy} />}
        </MessageGuard>
      </div>
      <div className="mt-1 flex items-center gap-1 text-xs text-muted">
        <time dateTime={message.timestamp}>{Number.isNaN(when.getTime()) ? '' : time.format(when)}</time>
        {!user && !streaming && message.content && (
          <span className="flex opacity-100 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 roomy:opacity-0">
            {actions.map(([icon, label, onClick, pressed]) => (
              <button
                key={icon}
                type="button"
                className={actionClass}
                onClick={onClick}
                aria-label={label}
                aria-pressed={pressed}
                title={label}
              >
                <Icon name={icon} className="size-4" />
              </button>
            ))}
          </span>
        )}
      </div>
    </li>
  )
}
