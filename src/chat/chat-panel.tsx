import { Link } from '@tanstack/react-router'
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react'
import { Toaster } from 'sonner'
import { chat } from '../generated/chat.ts'
import { session } from '../storage/safe-storage.ts'
import { cn } from '../ui/cn.ts'
import { Icon } from '../ui/icon.tsx'
import { ChatBoundary } from './chat-boundary.tsx'
import { welcomeText } from './conversation.ts'
import { KeyForm } from './key-form.tsx'
import { MessageItem } from './message-item.tsx'
import { useChat } from './use-chat.ts'

const chipClass =
  'shrink-0 rounded-full border border-border bg-bg px-3 py-1.5 text-xs font-medium hover:bg-card aria-disabled:opacity-50 min-h-8'
const iconButtonClass =
  'inline-flex size-10 items-center justify-center rounded-lg text-muted hover:bg-bg hover:text-fg'

/**
 * The panel's box. On phones and short screens (landscape phones) it takes the whole screen, sized to the visual
 * viewport so the on-screen keyboard never hides the field; elsewhere it is a 384 × 600 card (at most 80% of the
 * height) above the chat button.
 */
const panelClass =
  '[container:chat/size] fixed inset-x-0 top-[var(--chat-top,0px)] z-50 flex h-[var(--chat-height,100dvh)] flex-col overflow-hidden bg-bg roomy:inset-x-auto roomy:top-auto roomy:right-4 roomy:bottom-[5.5rem] roomy:h-[600px] roomy:max-h-[80vh] roomy:w-[384px] roomy:rounded-2xl roomy:border roomy:border-border roomy:shadow-2xl'

/** Keeps the full-screen panel on the visible part of the screen while the on-screen keyboard is up. */
function useVisualViewport(panel: RefObject<HTMLElement | null>, open: boolean) {
  useEffect(() => {
    const viewport = window.visualViewport
    const element = panel.current
    if (!open || !viewport || !element) return
    const fit = () => {
      element.style.setProperty('--chat-top', `${viewport.offsetTop}px`)
      element.style.setProperty('--chat-height', `${viewport.height}px`)
    }
    fit()
    viewport.addEventListener('resize', fit)
    viewport.addEventListener('scroll', fit)
    return () => {
      viewport.removeEventListener('resize', fit)
      viewport.removeEventListener('scroll', fit)
    }
  }, [panel, open])
}

interface PanelProps {
  open: boolean
  route: string
  /** Closes the panel and takes focus back to the chat button. */
  onClose: () => void
  /** Closes the panel and leaves focus to the page: a link in it was followed. */
  onLeave: () => void
}

/**
 * A link in the full-screen panel that goes somewhere on the site (a "Read more", a related page, a cited passage)
 * closes it once the router has the click, so the visitor sees where it leads; the conversation stays for when
 * they come back. Beside the page (roomy) the panel stays open, and mail or external links leave it as it is.
 */
function leavesPanel(event: MouseEvent<HTMLElement>): boolean {
  // A click with a modifier opens the link elsewhere (a new tab or window): the panel stays.
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return false
  const href = event.target instanceof Element ? event.target.closest('a')?.getAttribute('href') : undefined
  // Full screen is read from the panel itself (as wide as the page), so the `roomy` query stays in styles.css only.
  const coversPage = event.currentTarget.offsetWidth >= document.documentElement.clientWidth
  return !!href && /^[/#]/.test(href) && !href.startsWith('//') && coversPage
}

/** The dialog box with its title bar; `actions` go before the close button. */
function PanelFrame({
  open,
  onClose,
  onLeave,
  actions,
  children,
}: PanelProps & { actions?: ReactNode; children: ReactNode }) {
  const titleId = useId()
  const panel = useRef<HTMLDivElement>(null)
  useVisualViewport(panel, open)

  // Escape closes the panel wherever focus is, unless a modal dialog (the exit offer) is open over the page.
  useEffect(() => {
    if (!open) return
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || document.querySelector('[role=dialog][aria-modal=true]'))
        return
      onClose()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open, onClose])

  return (
    <div
      ref={panel}
      id="chat-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={!open}
      data-layer="chat-panel"
      className={panelClass}
      onClick={(event) => {
        if (leavesPanel(event)) onLeave()
      }}
    >
      <header className="flex items-center gap-2 border-b border-border bg-card px-4 py-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-accent-fg">
          <Icon name="bot" className="size-5" />
        </span>
        <div className="min-w-0 grow">
          <h2 id={titleId} className="text-sm font-semibold">
            {chat.labels.title}
          </h2>
          <p className="truncate text-xs text-muted">{chat.labels.subtitle}</p>
        </div>
        {actions}
        <button
          type="button"
          onClick={onClose}
          aria-label={chat.labels.close}
          title={chat.labels.close}
          className={iconButtonClass}
        >
          <Icon name="close" className="size-5" />
        </button>
      </header>
      {children}
    </div>
  )
}

/** The conversation, its suggestions and links, the field, and the settings. */
function PanelBody({ open, route, onClose, onLeave }: PanelProps) {
  const state = useChat(route)
  const [settings, setSettings] = useState(false)
  const [draft, setDraft] = useState('')
  const hintId = useId()
  const quickId = useId()
  const body = useRef<HTMLDivElement>(null)
  const list = useRef<HTMLOListElement>(null)
  const field = useRef<HTMLTextAreaElement>(null)

  // Focus the field (or the key field in settings) when the panel opens or the mode changes.
  useEffect(() => {
    if (open) body.current?.parentElement?.querySelector<HTMLElement>('[data-chat-autofocus]')?.focus()
  }, [open, settings])

  // After a reply, focus comes back to the field, unless the visitor has moved on elsewhere on the page.
  useEffect(() => {
    if (state.pending || !open) return
    const active = document.activeElement
    if (!active || active === document.body || body.current?.parentElement?.contains(active)) field.current?.focus()
  }, [state.pending, open])

  // Keep the newest message in view.
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: 'end' })
  }, [state.messages])

  const submit = () => {
    // While a reply is on its way, Enter keeps the draft: typing is never blocked, only sending.
    if (state.send(draft)) setDraft('')
  }
  const ask = (text: string) => {
    state.send(text)
    field.current?.focus()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      submit()
    }
  }
  const thinking =
    state.pendingId !== null && state.messages.find((message) => message.id === state.pendingId)?.content === ''

  return (
    <PanelFrame
      open={open}
      route={route}
      onClose={onClose}
      onLeave={onLeave}
      actions={
        <>
          <button
            type="button"
            onClick={() => {
              state.clear()
              setDraft('')
              field.current?.focus()
            }}
            aria-label={chat.labels.clearConversation}
            title={chat.labels.clearConversation}
            className={iconButtonClass}
          >
            <Icon name="refresh" className="size-5" />
          </button>
          <button
            type="button"
            onClick={() => setSettings((value) => !value)}
            aria-pressed={settings}
            aria-label={chat.labels.settings}
            title={chat.labels.settings}
            className={iconButtonClass}
          >
            <Icon name="settings" className="size-5" />
          </button>
        </>
      }
    >
      <div ref={body} className="flex min-h-0 grow flex-col">
        {settings && (
          <KeyForm
            hasKey={Boolean(state.apiKey)}
            onSave={(key) => state.saveKey(key) && (setSettings(false), true)}
            onForget={state.forgetKey}
          />
        )}
        <ol
          ref={list}
          aria-label={chat.labels.messages}
          className="min-h-0 grow space-y-4 overflow-y-auto overscroll-contain p-4"
        >
          {state.messages.map((message) =>
            message.id === state.pendingId && message.content === '' ? null : (
              <MessageItem
                key={message.id}
                message={message.welcome ? { ...message, content: welcomeText(chat, Boolean(state.apiKey)) } : message}
                streaming={message.id === state.pendingId}
                feedback={state.feedback[message.id]}
                onCopy={state.copy}
                onFeedback={state.giveFeedback}
                onChoose={ask}
                busy={state.pending}
              />
            ),
          )}
          {thinking && (
            <li className="flex items-center gap-2 text-sm text-muted">
              <span className="flex gap-1" aria-hidden="true">
                <span className="size-1.5 animate-bounce rounded-full bg-muted motion-reduce:animate-none" />
                <span className="size-1.5 animate-bounce rounded-full bg-muted [animation-delay:150ms] motion-reduce:animate-none" />
                <span className="size-1.5 animate-bounce rounded-full bg-muted [animation-delay:300ms] motion-reduce:animate-none" />
              </span>
              {state.retryIn ? chat.retrying.replace('{seconds}', String(state.retryIn)) : chat.labels.thinking}
            </li>
          )}
        </ol>
        {/* Screen readers hear each finished reply once, not every streamed token. */}
        <p role="status" className="sr-only">
          {state.announcement}
        </p>

        {!settings && (
          // On a short panel the conversation keeps the room: related pages (the reply links them too), the labels
          // and the Enter hint go, and the quick questions step aside while the visitor types.
          <div className="group/compose space-y-2 border-t border-border p-3">
            {state.suggestions.length > 0 && (
              <div role="group" aria-labelledby={quickId} className="cramped:group-has-[textarea:focus]/compose:hidden">
                <p id={quickId} className="mb-1.5 text-xs font-medium text-muted cramped:hidden">
                  {chat.labels.quickQuestions}
                </p>
                {/* One row that scrolls sideways on small screens, so the conversation keeps its room. */}
                <div className="-mx-1 flex gap-1.5 overflow-x-auto px-1 pb-1 roomy:flex-wrap roomy:overflow-visible">
                  {state.suggestions.map((suggestion) => (
                    <button
                      key={suggestion}
                      type="button"
                      className={cn(chipClass, 'whitespace-nowrap roomy:whitespace-normal')}
                      aria-disabled={state.pending || undefined}
                      onClick={() => ask(suggestion)}
                    >
                      {suggestion}
                    </button>
                  ))}
                </div>
              </div>
            )}
            {state.relatedLinks.length > 0 && (
              <div className="cramped:hidden">
                <p className="mb-1.5 text-xs font-medium text-muted">{chat.labels.relatedPages}</p>
                <ul className="-mx-1 flex gap-1.5 overflow-x-auto px-1 pb-1 roomy:flex-wrap roomy:overflow-visible">
                  {state.relatedLinks.map((link) => {
                    const [to, hash] = link.url.split('#') as [string, string | undefined]
                    return (
                      <li key={link.url} className="shrink-0">
                        <Link
                          to={to}
                          hash={hash}
                          className={cn(chipClass, 'inline-flex items-center gap-1 whitespace-nowrap text-accent')}
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
                ref={field}
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={onKeyDown}
                rows={1}
                maxLength={4000}
                placeholder={chat.labels.placeholder}
                aria-label={chat.labels.placeholder}
                aria-describedby={hintId}
                data-chat-autofocus
                className="max-h-32 min-h-11 min-w-0 grow resize-none rounded-xl border border-border bg-bg px-3 py-2.5 text-base [field-sizing:content] roomy:text-sm"
              />
              {/* Separate keys: reusing one <button> would turn the clicked Stop into a submit button mid-click. */}
              {state.pendingId ? (
                <button
                  key="stop"
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
                  key="send"
                  type="submit"
                  disabled={!draft.trim()}
                  aria-label={chat.labels.send}
                  title={chat.labels.send}
                  className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-fg disabled:opacity-50"
                >
                  <Icon name="send" className="size-5" />
                </button>
              )}
            </form>
            <p id={hintId} className="text-[11px] text-muted cramped:hidden">
              {chat.labels.inputHint}
            </p>
          </div>
        )}
      </div>
    </PanelFrame>
  )
}

/**
 * The chat panel: a non-modal dialog with the messages, quick questions, related pages and the field; settings show
 * the API key form instead. Whatever fails inside it stays inside it: the boundary offers a new conversation.
 */
export default function ChatPanel(props: PanelProps) {
  const [generation, setGeneration] = useState(0)
  return (
    <>
      {/* On a phone the panel fills the screen: its toasts sit under its header, not over the close button. */}
      <Toaster position="top-center" mobileOffset={{ top: '4.5rem' }} closeButton richColors={false} theme="system" />
      <ChatBoundary
        key={generation}
        fallback={(reset) => <PanelFrame {...props}>{reset}</PanelFrame>}
        onReset={() => {
          session.remove(chat.storageKeys.conversation)
          setGeneration((value) => value + 1)
        }}
      >
        <PanelBody {...props} />
      </ChatBoundary>
    </>
  )
}
