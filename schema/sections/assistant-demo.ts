import { z } from 'zod'
import { text } from '../primitives.ts'
import { sectionBase } from './base.ts'

/**
 * A working demo of the chat assistant: its offline engine answering in place. The first question is answered
 * in the page's HTML (worked out by the build); the demo itself loads when it scrolls into view.
 */
export const assistantDemoSection = z.strictObject({
  ...sectionBase,
  /** Section type. */
  type: z.literal('assistant-demo'),
  /** The name shown over the visitor's questions. */
  visitorLabel: text,
  /** The name shown over the assistant's answers. */
  assistantLabel: text,
  /** Questions offered as buttons; the first is asked and answered when the page loads. */
  questions: z.array(text).min(1).max(6),
  /** The label and placeholder of the question field. */
  placeholder: text,
  /** The words on the button that asks. */
  ask: text,
})
