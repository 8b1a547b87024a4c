import { useRef, type ReactNode } from 'react'
import type { SectionOf } from '../../schema/sections/index.ts'
import { loadChatChunk } from '../chat/load-chat-chunk.ts'
import { usePageBundle } from '../page/page-context.ts'
import { SectionFrame } from './section-frame.tsx'
import type { SectionProps } from './types.ts'
import { useModuleWhenNear } from './use-module-when-near.ts'

type DemoSection = SectionOf<'assistant-demo'>

/**
 * The transcript's box, the same before and after the live demo loads (a fixed height, so nothing shifts). It scrolls,
 * so it takes focus (tabIndex 0) for keyboard readers.
 */
const transcriptClass = 'h-80 space-y-5 overflow-y-auto p-4 sm:p-6'
/** The box of the live demo's questions and field; before it loads, an empty box of the same height. */
const controlsClass = 'h-32 space-y-3 border-t border-border p-4 no-js:hidden'

/** One question and its answer in the demo's transcript. */
function Exchange({ section, question, children }: { section: DemoSection; question: string; children: ReactNode }) {
  return (
    <li className="space-y-3">
      <div className="flex flex-col items-end">
        <span className="mb-1 text-xs font-semibold text-muted">{section.visitorLabel}</span>
        <p className="max-w-[85%] rounded-2xl rounded-br-sm bg-accent px-4 py-2.5 break-words text-accent-fg">
          {question}
        </p>
      </div>
      <div className="flex flex-col items-start">
        <span className="mb-1 text-xs font-semibold text-muted">{section.assistantLabel}</span>
        <div className="max-w-[85%] rounded-2xl rounded-bl-sm border border-border bg-bg px-4 py-2.5 break-words">
          {children}
        </div>
      </div>
    </li>
  )
}

/** An answer as the build worked it out, in plain lines ("• " starts a list line). */
function PlainAnswer({ lines }: { lines: string[] }) {
  return (
    <div className="space-y-2">
      {lines.map((line) => (
        <p key={line} className={line.startsWith('• ') ? 'pl-3' : undefined}>
          {line}
        </p>
      ))}
    </div>
  )
}

/**
 * The parts and boxes the live demo renders with. It gets them from here rather than importing them: a lazy chunk importing
 * modules that only this section uses makes Rolldown move them, and React with them, into a chunk of their own
 * that every page then loads.
 */
const parts = { Exchange, PlainAnswer, transcriptClass, controlsClass }
export type DemoParts = typeof parts

/**
 * A working demo of the chat assistant, answering in place with the same offline engine. The page's HTML shows
 * the first question as the build answered it; the live demo (questions, field, engine and passage index, in the
 * chat's chunk) loads when the section comes near the viewport, so the page's first load does not grow.
 */
export function AssistantDemo({ section, first }: SectionProps<'assistant-demo'>) {
  const { answers, page } = usePageBundle()
  const wrapper = useRef<HTMLDivElement>(null)
  const live = useModuleWhenNear(wrapper, loadChatChunk)
  const question = section.questions[0]!
  const plain = answers[question] ?? []
  return (
    <SectionFrame section={section} first={first}>
      <div ref={wrapper} className="mx-auto max-w-2xl rounded-2xl border border-border bg-card">
        {live ? (
          <live.LiveDemo section={section} route={page.route} plain={plain} parts={parts} />
        ) : (
          <>
            <ol aria-label={section.heading ?? section.assistantLabel} tabIndex={0} className={transcriptClass}>
              <Exchange section={section} question={question}>
                <PlainAnswer lines={plain} />
              </Exchange>
            </ol>
            <div className={controlsClass} />
          </>
        )}
      </div>
    </SectionFrame>
  )
}
