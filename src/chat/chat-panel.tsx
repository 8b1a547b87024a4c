import { Link } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { Toaster } from 'sonner'
import { chat } from '../generated/chat.ts'
import { cn } from '../ui/cn.ts'
import { Icon } from '../ui/icon.tsx'
import { KeyForm } from './key-form.tsx'
import { MessageItem } from './message-item.tsx'
import { useChat } from './use-chat.ts'

const chipClass =
  'rounded-full border border-border bg-bg px-3 py-1.5 text-xs font-medium hover:bg-card disabled:opacity-50 min-h-8'

/**
 * The chat panel: a non-modal dialog with the messages, quick questions, related pages and the input;
 * settings mode shows the API key form instead of the quick questions, links and input.
 */
export default function ChatPanel({ open, route, onClose }: { open: boolean; route: string; onClose: () => void }) {
  const state = useChat(route)
  const [settings, setSettings] = useState(false)
  const [draft, setDraft] = useState('')
  const titleId = useId()
  const panel = useRef<HTMLDivElement>(null)
  const list = useRef<HTMLOListElement>(null)

  // Focus the field when the panel opens or the mode changes.
  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('[data-chat-autofocus]')?.focus()
  }, [open, settings])

  // Keep the newest message in view.
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: 'end' })
  }, [state.messages])

  const submit = () => {
    if (state.waiting || !draft.trim()) return
    void state.send(draft)
    setDraft('')
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      submit()
    }
  }
  const thinking =
    state.streamingId !== null && state.messages.find((message) => message.id === state.streamingId)?.content === ''

  return (
    <>
      <Toaster position="top-center" closeButton richColors={false} theme="system" />
      <div
        ref={panel}
        id="chat-panel"
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        hidden={!open}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation()
            onClose()
          }
        }}
        data-layer="chat-panel"
        className="fixed inset-x-2 bottom-[5.5rem] z-50 flex max-h-[min(600px,calc(100dvh-10rem))] flex-col overflow-hidden rounded-2xl border border-border bg-bg shadow-2xl sm:inset-x-auto sm:right-4 sm:h-[600px] sm:max-h-[80vh] sm:w-[384px]"
      >
        <header className="flex items-center gap-3 border-b border-border bg-card px-4 py-3">
          <span className="flex size-9 items-center justify-center rounded-full bg-accent text-accent-fg">
            <Icon name="bot" className="size-5" />
          </span>
          <div className="min-w-0 grow">
            <h2 id={titleId} className="text-sm font-semibold">
              {chat.labels.title}
            </h2>
            <p className="truncate text-xs text-muted">{chat.labels.subtitle}</p>
          </div>
          <button
            type="button"
            onClick={() => setSettings((value) => !value)}
            aria-pressed={settings}
            aria-label={chat.labels.settings}
            title={chat.labels.settings}
            className="inline-flex size-10 items-center justify-center rounded-lg text-muted hover:bg-bg hover:text-fg"
          >
            <Icon name="settings" className="size-5" />
          </button>
          <button
            type="button"
            onClick={onClose}
            aria-label={chat.labels.close}
            title={chat.labels.close}
            className="inline-flex size-10 items-center justify-center rounded-lg text-muted hover:bg-bg hover:text-fg"
          >
            <Icon name="close" className="size-5" />
          </button>
        </header>

        {settings && (
          <KeyForm
            hasKey={Boolean(state.apiKey)}
            onSave={(key) => state.saveKey(key) && (setSettings(false), true)}
            onForget={state.forgetKey}
          />
        )}

        <ol ref={list} aria-label={chat.labels.messages} className="grow space-y-4 overflow-y-auto p-4">
          {state.messages.map((message) =>
            message.id === state.streamingId && message.content === '' ? null : (
              <MessageItem
                key={message.id}
                message={message}
                streaming={message.id === state.streamingId}
                onCopy={state.copy}
                onFeedback={state.giveFeedback}
                onChoose={(text) => void state.send(text)}
                busy={state.waiting}
              />
            ),
          )}
          {thinking && (
            <li className="flex items-center gap-2 text-sm text-muted">
              <span className="flex gap-1" aria-hidden="true">
                <span className="size-1.5 animate-bounce rounded-full bg-muted" />
                <span className="size-1.5 animate-bounce rounded-full bg-muted [animation-delay:150ms]" />
                <span className="size-1.5 animate-bounce rounded-full bg-muted [animation-delay:300ms]" />
              </span>
              {chat.labels.thinking}
            </li>
          )}
        </ol>
        {/* Screen readers hear each finished reply once, not every streamed token. */}
        <p role="status" className="sr-only">
          {state.announcement}
        </p>

        {!settings && (
          <div className="space-y-3 border-t border-border p-3">
            {state.suggestions.length > 0 && (
              <div>
                <p className="mb-1.5 text-xs font-medium text-muted">{chat.labels.quickQuestions}</p>
                <div className="flex flex-wrap gap-1.5">
                  {state.suggestions.map((suggestion) => (
                    <button
                      key={suggestion}
                      type="button"
                      className={chipClass}
                      disabled={state.waiting}
                      onClick={() => void state.send(suggestion)}
                    >
                      {suggestion}
                    </button>
                  ))}
                </div>
              </div>
            )}
            {state.relatedLinks.length > 0 && (
              <div>
                <p className="mb-1.5 text-xs font-medium text-muted">{chat.labels.relatedPages}</p>
                <ul className="flex flex-wrap gap-1.5">
                  {state.relatedLinks.map((link) => {
                    const [to, hash] = link.url.split('#') as [string, string | undefined]
                    return (
                      <li key={link.url}>
                        <Link
                          to={to}
                          hash={hash}
                          className={cn(chipClass, 'inline-flex items-center gap-1 text-accent')}
                        >
                          {link.title}
                        </Link>
                      </li>
                    )
                  })}
                </ul>
              </div>
            )}
            <form
              onSubmit={(event) => {
                event.preventDefault()
                submit()
              }}
              className="flex items-end gap-2"
            >
              <textarea
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={onKeyDown}
                rows={1}
                disabled={state.waiting}
                placeholder={chat.labels.placeholder}
                aria-label={chat.labels.placeholder}
                aria-describedby={`${titleId}-hint`}
                data-chat-autofocus
                className="max-h-32 min-h-11 grow resize-none rounded-xl border border-border bg-bg px-3 py-2.5 text-sm [field-sizing:content] disabled:opacity-60"
              />
              {state.streamingId ? (
                <button
                  type="button"
                  onClick={state.stop}
                  aria-label={chat.labels.stop}
                  title={chat.labels.stop}
                  className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-fg text-bg"
                >
                  <Icon name="stop" className="size-4" />
                </button>
              ) : (
                <button
                  type="submit"
                  disabled={state.waiting || !draft.trim()}
                  aria-label={chat.labels.send}
                  title={chat.labels.send}
                  className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-fg disabled:opacity-50"
                >
                  <Icon name="send" className="size-5" />
                </button>
              )}
            </form>
            <p id={`${titleId}-hint`} className="text-[11px] text-muted">
              {chat.labels.inputHint}
            </p>
          </div>
        )}
      </div>
    </>
  )
}
