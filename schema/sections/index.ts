import { z } from 'zod'
import { assistantDemoSection } from './assistant-demo.ts'
import { cardsSection } from './cards.ts'
import { checklistSection } from './checklist.ts'
import { columnsSection } from './columns.ts'
import { comparisonSection } from './comparison.ts'
import { ctaSection } from './cta.ts'
import { faqSection } from './faq.ts'
import { heroSection } from './hero.ts'
import { pricingSection } from './pricing.ts'
import { proseSection } from './prose.ts'
import { statsSection } from './stats.ts'
import { stepsSection } from './steps.ts'
import { testimonialsSection } from './testimonials.ts'

/** Every section schema. A new section type is a schema here, a component and one registry entry in src/sections. */
export const sectionSchemas = [
  heroSection,
  cardsSection,
  checklistSection,
  pricingSection,
  testimonialsSection,
  statsSection,
  faqSection,
  ctaSection,
  columnsSection,
  stepsSection,
  proseSection,
  comparisonSection,
  assistantDemoSection,
] as const

/** One block of a page, chosen by its `type`. */
export const section = z.discriminatedUnion('type', sectionSchemas)

export type Section = z.output<typeof section>
export type SectionType = Section['type']
export type SectionOf<T extends SectionType> = Extract<Section, { type: T }>

/** The section type names, for error messages. */
export const sectionTypes: SectionType[] = sectionSchemas.map((schema) => schema.shape.type.value)
