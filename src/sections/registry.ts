import type { ComponentType } from 'react'
import type { SectionType } from '../../schema/sections/index.ts'
import { AssistantDemo } from './assistant-demo.tsx'
import { Cards } from './cards.tsx'
import { Checklist } from './checklist.tsx'
import { Columns } from './columns.tsx'
import { Comparison } from './comparison.tsx'
import { Cta } from './cta.tsx'
import { Faq } from './faq.tsx'
import { Hero } from './hero.tsx'
import { Pricing } from './pricing.tsx'
import { Prose } from './prose.tsx'
import { Stats } from './stats.tsx'
import { Steps } from './steps.tsx'
import { Testimonials } from './testimonials.tsx'
import type { SectionProps } from './types.ts'

/** The component for each section type. A new section type is a schema, a component and one entry here. */
export const sectionRegistry = {
  hero: Hero,
  cards: Cards,
  checklist: Checklist,
  pricing: Pricing,
  testimonials: Testimonials,
  stats: Stats,
  faq: Faq,
  cta: Cta,
  columns: Columns,
  steps: Steps,
  prose: Prose,
  comparison: Comparison,
  'assistant-demo': AssistantDemo,
} satisfies { [K in SectionType]: ComponentType<SectionProps<K>> }
