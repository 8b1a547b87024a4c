import { chat } from '../generated/chat.ts'
import { cn } from '../ui/cn.ts'
import { Icon } from '../ui/icon.tsx'
import { Choices } from './choices.tsx'
import { Markdown } from './markdown.tsx'
import type { ChatMessage } from './use-chat.ts'

const time = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', hour12: false })
const actionClass = 'inline-flex size-8 items-center justify-center rounded-md text-muted hover:bg-card hover:text-fg'

/** One message: the visitor's on the right as plain text, the assistant's on the left as safe markdown. */
export function MessageItem({
  message,
  streaming,
  onCopy,
  onFeedback,
  onChoose,
  busy = false,
}: {
  message: ChatMessage
  streaming: boolean
  onCopy: (content: string) => void
  onFeedback: (id: string, positive: boolean) => void
  /** Asks one of the message's "Did you mean" choices. */
  onChoose: (text: string) => void
  /** A reply is pending: choices wait. */
  busy?: boolean
}) {
  const user = message.role === 'user'
  const when = new Date(message.timestamp)
  return (
    <li className={cn('group flex flex-col', user ? 'items-end' : 'items-start')} aria-busy={streaming || undefined}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2.5 text-sm',
          user
            ? 'rounded-br-sm bg-accent whitespace-pre-wrap text-accent-fg'
            : 'rounded-bl-sm border border-border bg-card',
        )}
      >
        <span className="sr-only">{user ? chat.labels.you : chat.labels.assistant}: </span>
        {user ? message.content : <Markdown text={message.content} />}
        {message.choices && <Choices choices={message.choices} onChoose={onChoose} busy={busy} />}
      </div>
      <div className="mt-1 flex items-center gap-1 text-xs text-muted">
        <time dateTime={message.timestamp}>{time.format(when)}</time>
        {!user && !streaming && message.content && (
          <span className="flex opacity-100 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 sm:opacity-0">
            {(
              [
                ['file', chat.labels.copy, () => onCopy(message.content)],
                ['thumbs-up', chat.labels.helpful, () => onFeedback(message.id, true)],
                ['thumbs-down', chat.labels.notHelpful, () => onFeedback(message.id, false)],
              ] as const
            ).map(([icon, label, onClick]) => (
              <button
                key={icon}
                type="button"
                className={actionClass}
                onClick={onClick}
                aria-label={label}
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
