import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import type { SectionOf } from '../../schema/sections/index.ts'
import { loadAssistant } from '../chat/assistant-loader.ts'
import { Choices } from '../chat/choices.tsx'
import { Markdown } from '../chat/markdown.tsx'
import { chat } from '../generated/chat.ts'
import { plainText } from '../knowledge/plain.ts'
import { buttonClass } from '../ui/action-button.tsx'
import { cn } from '../ui/cn.ts'
import type { DemoParts } from './assistant-demo.tsx'

type Reply = { message: string; choices: string[] }
/**
 * A question and its reply; `plain` is the build's answer, shown until the live one arrives. `earlier` are the
 * questions asked before it, for a follow-up ("how much is it?").
 */
type Turn = { id: number; question: string; earlier?: string[]; reply?: Reply; plain?: string[] }

let next = 0

/** Asks the offline assistant, as the chat does without a key. */
async function ask({ question, earlier }: Turn, route: string): Promise<Reply> {
  try {
    const { message, choices } = (await loadAssistant()).answer(question, route, earlier)
    return { message, choices }
  } catch {
    return { message: chat.errors.knowledgeUnavailable, choices: [] }
  }
}

/**
 * The live assistant demo: the chat's offline engine answering in place, with suggested questions and a field.
 * It starts by answering the first question again (now with its links), then whatever the visitor asks.
 */
export function LiveDemo({
  section,
  route,
  plain,
  parts: { Exchange, PlainAnswer, transcriptClass, controlsClass },
}: {
  section: SectionOf<'assistant-demo'>
  route: string
  plain: string[]
  /** The transcript's parts, from the page's code (see assistant-demo.tsx). */
  parts: DemoParts
}) {
  const [turns, setTurns] = useState<Turn[]>(() => [{ id: next++, question: section.questions[0]!, plain }])
  const [announcement, setAnnouncement] = useState('')
  const transcript = useRef<HTMLOListElement>(null)
  const asked = useRef(false)
  const id = useId()
  const pending = turns.find((turn) => !turn.reply)

  // Answer the questions in order, one at a time.
  useEffect(() => {
    if (!pending) return
    let current = true
    void ask(pending, route).then((reply) => {
      if (!current) return
      setTurns((all) => all.map((turn) => (turn.id === pending.id ? { ...turn, reply } : turn)))
      if (asked.current) setAnnouncement(plainText(reply.message))
    })
    return () => {
      current = false
    }
  }, [pending, route])

  // Keep the newest exchange in view inside the transcript (never scrolling the page) once the visitor asks.
  useEffect(() => {
    const list = transcript.current
    if (list && asked.current) list.scrollTop = list.scrollHeight
  }, [turns])

  const onAsk = (question: string) => {
    asked.current = true
    setTurns((all) => [...all, { id: next++, question, earlier: all.map((turn) => turn.question) }])
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const field = event.currentTarget.elements.namedItem('question') as HTMLInputElement
    const question = field.value.trim()
    if (!question || pending) return
    field.value = ''
    onAsk(question)
  }

  return (
    <>
      <ol
        ref={transcript}
        aria-label={section.heading ?? section.assistantLabel}
        // It scrolls: a keyboard reaches it, to read a long answer with the arrow keys.
        tabIndex={0}
        className={transcriptClass}
      >
        {turns.map((turn) => (
          <Exchange key={turn.id} section={section} question={turn.question}>
            {turn.reply ? (
              <>
                <Markdown text={turn.reply.message} />
                {turn.reply.choices.length > 0 && (
                  <Choices choices={turn.reply.choices} onChoose={onAsk} busy={Boolean(pending)} />
                )}
              </>
            ) : turn.plain ? (
              <PlainAnswer lines={turn.plain} />
            ) : (
              <p className="text-muted">{chat.labels.thinking}</p>
            )}
          </Exchange>
        ))}
      </ol>
      <div className={controlsClass}>
        {/* One row that scrolls sideways, so the box keeps its height whatever the questions' length. */}
        <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
          {section.questions.map((question) => (
            <li key={question} className="shrink-0">
              <button
                type="button"
                disabled={Boolean(pending)}
                onClick={() => onAsk(question)}
                className="min-h-9 rounded-full border border-border bg-bg px-3 py-1.5 text-sm font-medium whitespace-nowrap hover:bg-card disabled:opacity-50"
              >
                {question}
              </button>
            </li>
          ))}
        </ul>
        <form onSubmit={submit} className="flex gap-2">
          <label htmlFor={id} className="sr-only">
            {section.placeholder}
          </label>
          <input
            id={id}
            name="question"
            type="text"
            autoComplete="off"
            maxLength={500}
            placeholder={section.placeholder}
            className="min-h-11 min-w-0 grow rounded-xl border border-border bg-bg px-3 text-sm"
          />
          <button type="submit" disabled={Boolean(pending)} className={cn(buttonClass('primary'), 'shrink-0')}>
            {section.ask}
          </button>
        </form>
      </div>
      {/* Screen readers hear each answer once it is complete. */}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  )
}
