import { z } from 'zod'
import { text } from '../primitives.ts'
import { sectionBase } from './base.ts'

/** A sample chat transcript, e.g. a demo of the AI agent. */
export const conversationSection = z.strictObject({
  ...sectionBase,
  /** Section type. */
  type: z.literal('conversation'),
  /** The name shown for the visitor's lines. */
  visitorLabel: text,
  /** The name shown for the assistant's lines. */
  assistantLabel: text,
  /** The lines, in order. */
  messages: z
    .array(
      z.strictObject({
        /** Who speaks. */
        role: z.enum(['visitor', 'assistant']),
        /** What they say. */
        text,
      }),
    )
    .min(1),
})
