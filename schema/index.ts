import type { z } from 'zod'
import { chat } from './chat.ts'
import { claimsFile } from './claims.ts'
import { faqsFile } from './faqs.ts'
import { knowledgeFile } from './knowledge.ts'
import { knowledgeEvalFile } from './knowledge-eval.ts'
import { navigation } from './navigation.ts'
import { page } from './page.ts'
import { plansFile } from './plans.ts'
import { popups } from './popups.ts'
import { site } from './site.ts'
import { testimonialsFile } from './testimonials.ts'

/** A kind of content file: its schema and where its files live under content/. */
export interface ContentKind {
  /** The zod schema every file of this kind must match. */
  schema: z.ZodType
  /** A single file name, or a folder holding one file per item. */
  location: { file: string } | { folder: string }
  /** What the files hold, for the JSON Schema title. */
  title: string
}

/** Every content kind, keyed by the name of its JSON Schema in schema/json/. */
export const contentKinds = {
  site: { schema: site, location: { file: 'site.yaml' }, title: 'Site settings' },
  navigation: { schema: navigation, location: { file: 'navigation.yaml' }, title: 'Header and footer' },
  claims: { schema: claimsFile, location: { file: 'claims.yaml' }, title: 'Claims' },
  plans: { schema: plansFile, location: { file: 'plans.yaml' }, title: 'Plans and offers' },
  faqs: { schema: faqsFile, location: { file: 'faqs.yaml' }, title: 'FAQ groups' },
  testimonials: { schema: testimonialsFile, location: { file: 'testimonials.yaml' }, title: 'Testimonials' },
  popups: { schema: popups, location: { file: 'popups.yaml' }, title: 'Popups' },
  knowledge: { schema: knowledgeFile, location: { file: 'knowledge.yaml' }, title: 'Knowledge base' },
  knowledgeEval: {
    schema: knowledgeEvalFile,
    location: { file: 'knowledge-eval.yaml' },
    title: 'Knowledge evaluation set',
  },
  chat: { schema: chat, location: { file: 'chat.yaml' }, title: 'Chat assistant' },
  page: { schema: page, location: { folder: 'pages' }, title: 'Page' },
} satisfies Record<string, ContentKind>

export type ContentKindName = keyof typeof contentKinds

/** What the validated content of each kind looks like. */
export type ContentOf<K extends ContentKindName> = z.output<(typeof contentKinds)[K]['schema']>
