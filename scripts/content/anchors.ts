/**
 * Anchors for every part of a page that a link (or the chat assistant) may point at: sections, cards, steps,
 * columns, prose blocks, FAQ questions and plan cards. An `id` written in content wins; anything without one gets
 * a slug of its heading, title or question, made unique on its page. The generator writes the ids into the page
 * bundles (the renderers print them), and the cross-checks use the same plan to know every anchor a page has.
 *
 * Works on raw, unvalidated data too, so a page with an unrelated mistake still declares its anchors.
 */
import { slugify } from '../../schema/slug.ts'

/** One place on a page that gets an anchor. */
export interface AnchorSlot {
  /** The object that carries the anchor (a section, card, FAQ item…); the generator sets its `id`. */
  owner: Record<string, unknown>
  /** The anchor. */
  id: string
  /** True when the id is written in content (a duplicate is then the author's mistake to report). */
  explicit: boolean
  /** Key path of the owner in its page file, for error messages; FAQ items and plans live in other files. */
  path: PropertyKey[]
  /** Where the owner lives. */
  file: 'page' | 'faqs' | 'plans'
}

const record = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined
/** The objects in a raw YAML list (anything else in it is skipped). */
export const list = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((item): item is Record<string, unknown> => record(item) !== undefined) : []
const words = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined)

/** The items of a section that get their own anchors, with the field that names each and its key in the section. */
const itemFields = { cards: 'title', steps: 'title', columns: 'title', blocks: 'heading' } as const

/**
 * Every anchor of a page, in page order. `faqItems` gives the questions of a FAQ group and `planIds` tells which
 * plan and offer ids exist; both may be undefined when their file is invalid.
 */
export function anchorSlots(
  sections: unknown,
  faqItems: (group: string) => unknown[] | undefined,
  plans: (id: string) => Record<string, unknown> | undefined,
): AnchorSlot[] {
  const wanted: { owner: Record<string, unknown>; name?: string; path: PropertyKey[]; file: AnchorSlot['file']; fallback: string }[] = []
  list(sections).forEach((section, index) => {
    const path = ['sections', index]
    // The hero opens the page: a link to the page itself lands there.
    if (section.type !== 'hero') {
      wanted.push({ owner: section, name: words(section.heading) ?? words(section.eyebrow), path, file: 'page', fallback: `section-${index + 1}` })
    }
    for (const [key, field] of Object.entries(itemFields)) {
      list(section[key]).forEach((item, itemIndex) =>
        wanted.push({ owner: item, name: words(item[field]), path: [...path, key, itemIndex], file: 'page', fallback: `${key}-${index + 1}-${itemIndex + 1}` }),
      )
    }
    if (section.type === 'faq' && typeof section.group === 'string') {
      list(faqItems(section.group)).forEach((item, itemIndex) =>
        wanted.push({ owner: item, name: words(item.question), path: [...path, 'group'], file: 'faqs', fallback: `question-${itemIndex + 1}` }),
      )
    }
    if (section.type === 'pricing' && Array.isArray(section.plans)) {
      section.plans.forEach((id, planIndex) => {
        const plan = typeof id === 'string' ? plans(id) : undefined
        if (plan) wanted.push({ owner: plan, name: id as string, path: [...path, 'plans', planIndex], file: 'plans', fallback: id as string })
      })
    }
  })

  const taken = new Set<string>()
  const slots = new Map<Record<string, unknown>, AnchorSlot>()
  // Ids written in content first (plans: their id), so a generated slug never takes an author's anchor.
  for (const item of wanted) {
    const id = item.file === 'plans' ? item.name : words(item.owner.id)
    if (id === undefined) continue
    slots.set(item.owner, { owner: item.owner, id, explicit: true, path: item.path, file: item.file })
    taken.add(id)
  }
  for (const item of wanted) {
    // A section with no heading has nothing to link to.
    if (slots.has(item.owner) || item.name === undefined) continue
    const base = (item.name && slugify(item.name)) || item.fallback
    let id = base
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`
    taken.add(id)
    slots.set(item.owner, { owner: item.owner, id, explicit: false, path: item.path, file: item.file })
  }
  return wanted.flatMap((item) => slots.get(item.owner) ?? [])
}
