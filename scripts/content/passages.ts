/**
 * The passage index: everything the site says, cut into answerable pieces for the chat assistant. Each page gives
 * an overview, each headed section a passage listing its parts, and each card, step, column, prose block, FAQ
 * question and plan one of its own, linked to its anchor. Knowledge entries are added as written.
 *
 * A FAQ group or a plan shown on several pages becomes one passage, on the page that is most about it (any page
 * but the home page, which only summarises).
 */
import type { PageBundle } from '../../schema/bundle.ts'
import type { Chat } from '../../schema/chat.ts'
import type { KnowledgeCategory, KnowledgeEntry } from '../../schema/knowledge.ts'
import type { Popups } from '../../schema/popups.ts'
import type { Section } from '../../schema/sections/index.ts'
import { listFollowUps, partFollowUps, planLine, type Passage } from '../../src/knowledge/passage.ts'
import { slugify } from '../../schema/slug.ts'

/** What the extraction reads: the anchored page bundles (not the 404 page), the knowledge base and the chat. */
export interface PassageSource {
  bundles: PageBundle[]
  knowledge: KnowledgeEntry[]
  chat: Pick<Chat, 'navigation' | 'quickQuestions'>
  /** The exit-intent offer, said in a popup rather than on a page. */
  exitOffer?: Pick<Popups['exitIntent'], 'offer' | 'title' | 'text' | 'savings' | 'includes' | 'cta' | 'href'>
}

/** Sentences of a list of texts, joined as paragraphs. */
const paragraphs = (...texts: (string | undefined)[]) => texts.filter(Boolean).join('\n\n')
const link = (label: string, url: string) => `[${label}](${url})`

/** The first sentence of a text, for one-line summaries. */
const firstSentence = (text: string) => /^(?:[^.!?]|[.!?](?!\s|$))+[.!?]*/.exec(text)?.[0] ?? text

/** Extracts every passage, pages in route order (home first), then the knowledge entries. */
export function extractPassages({ bundles, knowledge, chat, exitOffer }: PassageSource): Passage[] {
  const passages: Passage[] = []
  // Cards that link elsewhere on the site ("Customisation → #customization") describe their target in other
  // words: those words go to the target's keywords instead of a passage of their own.
  const signposts: { target: string; words: string }[] = []
  const home = (bundle: PageBundle) => bundle.page.route === '/'
  // The page that owns a shared FAQ group or plan: the first page other than home that shows it, else home.
  const owners = new Map<string, string>()
  for (const bundle of [...bundles.filter((b) => !home(b)), ...bundles.filter(home)]) {
    for (const id of Object.keys(bundle.faqGroups)) if (!owners.has(`faq:${id}`)) owners.set(`faq:${id}`, bundle.page.route)
    for (const id of Object.keys(bundle.plans)) if (!owners.has(`plan:${id}`)) owners.set(`plan:${id}`, bundle.page.route)
  }

  for (const bundle of bundles) {
    const { page } = bundle
    const route = page.route
    const name = chat.navigation[route] ?? page.title
    const at = (anchor: string | undefined) => (anchor ? `${route}#${anchor}` : route)
    const headed = page.sections.filter(
      (section) => section.type !== 'hero' && section.type !== 'cta' && section.id && (section.heading ?? section.eyebrow),
    )
    // A page with one section of content (a policy, the support channels) is summarised by its overview, which
    // lists that section's parts; otherwise the overview lists the sections.
    const sole = headed.length === 1 ? headed[0] : undefined
    const hero = page.sections[0]?.type === 'hero' ? page.sections[0] : undefined

    // Each section as a link, with its intro or the names of its parts.
    const overviewItems = sole
      ? sectionParts(sole, bundle, at).summary
      : headed.map((section) => {
          const about = section.intro ?? sectionParts(section, bundle, at).children.map((child) => child.title).join(', ')
          return `${link((section.heading ?? section.eyebrow)!, at(section.id))}${about ? `: ${about}` : ''}`
        })
    const heroLinks = (hero?.actions ?? []).flatMap((action) =>
      action.href && /^(https|mailto):/.test(action.href) ? [link(action.label, action.href)] : [],
    )
    passages.push({
      id: route,
      kind: 'page',
      title: name,
      keywords: [page.title, hero?.badge, hero?.title, sole?.heading].filter(Boolean).join(' · '),
      text: paragraphs(page.description, hero?.note, heroLinks.join(' · ')),
      items: overviewItems,
      category: page.category,
      url: route,
      followUps:
        chat.quickQuestions[route] ??
        listFollowUps(sole ? sectionParts(sole, bundle, at).children.map((child) => child.title) : headed.map((section) => (section.heading ?? section.eyebrow)!)),
    })

    const allHeaded = page.sections.filter((section) => section.type !== 'hero' && section.id && (section.heading ?? section.eyebrow))
    for (const section of allHeaded) {
      const title = (section.heading ?? section.eyebrow)!
      // An anchor written in content ("agent-features") often names the section in other words than its heading.
      const anchorWords = section.id && section.id !== slugify(title) ? section.id.replace(/-/g, ' ') : undefined
      const context = [name, section.eyebrow, anchorWords].filter(Boolean).join(' · ')
      const add = (passage: Omit<Passage, 'category' | 'followUps' | 'keywords'> & Partial<Pick<Passage, 'category' | 'followUps' | 'keywords'>>) =>
        passages.push({ category: page.category, followUps: [], keywords: context, ...passage })
      const parts = sectionParts(section, bundle, at)
      const listed = section !== sole && !(section.type === 'faq' && owners.get(`faq:${section.group}`) !== route)
      if (listed) {
        add({
          id: at(section.id),
          kind: 'section',
          title,
          text: paragraphs(section.intro, parts.text, section.type === 'pricing' ? section.note : undefined),
          items: parts.lines,
          ordered: section.type === 'steps' || undefined,
          category: section.type === 'pricing' ? 'pricing' : page.category,
          url: at(section.id),
          followUps: listFollowUps(parts.children.map((child) => child.title)),
        })
      }
      const titles = parts.children.map((child) => child.title)
      parts.children.forEach((child, index) => {
        if (child.owner && owners.get(child.owner) !== route) return
        if (child.pointsTo) return signposts.push({ target: child.pointsTo, words: `${child.title} · ${child.text}` })
        add({
          ...child,
          keywords: [context, title, child.keywords].filter(Boolean).join(' · '),
          parent: listed ? at(section.id) : route,
          followUps: partFollowUps(titles, index, child.kind),
        })
      })
    }
  }

  for (const { target, words } of signposts) {
    const passage = passages.find((candidate) => candidate.url === target)
    if (passage) passage.keywords = [passage.keywords, words].filter(Boolean).join(' · ')
  }

  // The exit-intent offer links to the card of the plan it offers. Its keywords name it as visitors do ("what was the
  // exit popup's offer"), since its own words name only the plan.
  const offerUrl = exitOffer && passages.find((passage) => passage.kind === 'plan' && passage.url.endsWith(`#${exitOffer.offer}`))?.url
  if (exitOffer && offerUrl) {
    passages.push({
      id: `offer:${exitOffer.offer}`,
      kind: 'offer',
      title: exitOffer.title,
      keywords: `${exitOffer.savings} · exit-intent offer popup`,
      text: paragraphs(exitOffer.text, `**${exitOffer.savings}**. ${link(exitOffer.cta, exitOffer.href)}`),
      items: exitOffer.includes,
      category: 'pricing',
      url: offerUrl,
      followUps: [],
    })
  }

  for (const entry of knowledge) {
    const route = entry.url.split('#')[0] || '/'
    // An entry about one part of a list (a plan, a FAQ item) belongs to that list too.
    const same = passages.find((passage) => passage.kind !== 'entry' && passage.url === entry.url)
    passages.push({
      parent: same?.parent,
      id: entry.id,
      kind: 'entry',
      title: entry.title,
      keywords: entry.tags.join(' · '),
      text: entry.content,
      items: [],
      category: entry.category,
      url: entry.url,
      // Follow-ups from the topic it answers: those of the place it links to (the other clauses of a policy, the
      // other plans), else its page's quick questions.
      followUps: same?.followUps.length ? same.followUps : (chat.quickQuestions[route] ?? []),
    })
  }
  return passages
}

type Child = Omit<Passage, 'category' | 'followUps' | 'keywords'> & {
  keywords?: string
  category?: KnowledgeCategory
  /** The shared FAQ group or plan it comes from (one passage however many pages show it). */
  owner?: string
  /** The place on the site a signpost card links to. */
  pointsTo?: string
}

/**
 * What a section says: text not under any part's heading, its list lines (for its own passage), a one-line
 * summary of each part (for a page overview), and the passages of its parts.
 */
function sectionParts(
  section: Section,
  bundle: PageBundle,
  at: (anchor: string | undefined) => string,
): { text?: string; lines: string[]; summary: string[]; children: Child[] } {
  const parts = partsOf(section, bundle, at)
  return { ...parts, summary: parts.summary ?? parts.lines }
}

function partsOf(
  section: Section,
  bundle: PageBundle,
  at: (anchor: string | undefined) => string,
): { text?: string; lines: string[]; summary?: string[]; children: Child[] } {
  switch (section.type) {
    case 'cards':
      return {
        lines: section.cards.map((card) => `**${card.title}**: ${card.description}`),
        children: section.cards.map((card) => {
          const href = card.link?.href
          const internal = href?.startsWith('#') ? at(href.slice(1)) : href?.startsWith('/') ? href : undefined
          return {
            id: at(card.id),
            kind: 'item',
            title: card.title,
            text: paragraphs(card.description, href && !internal ? link(card.link!.label, href) : undefined),
            items: card.benefits ?? [],
            url: at(card.id),
            pointsTo: internal,
          }
        }),
      }
    case 'steps':
      return {
        lines: section.steps.map((step) => `**${step.title}**: ${step.description}`),
        children: section.steps.map((step, index) => ({
          id: at(step.id),
          kind: 'item',
          title: step.title,
          keywords: `step ${index + 1}`,
          text: paragraphs(step.description, step.code ? `\`${step.code}\`` : undefined),
          items: [],
          url: at(step.id),
        })),
      }
    case 'columns':
      return {
        lines: section.columns.map((column) => `**${column.title}**: ${column.items.join(', ')}`),
        children: section.columns.map((column) => ({
          id: at(column.id),
          kind: 'item',
          title: column.title,
          text: '',
          items: column.items,
          url: at(column.id),
        })),
      }
    case 'prose': {
      const loose = section.blocks.filter((block) => !block.heading)
      const headedBlocks = section.blocks.filter((block) => block.heading && block.id)
      return {
        text: paragraphs(...loose.flatMap((block) => block.paragraphs ?? [])),
        lines: [...loose.flatMap((block) => block.list ?? []), ...headedBlocks.map((block) => link(block.heading!, at(block.id)))],
        summary: [
          ...loose.flatMap((block) => block.list ?? []),
          ...headedBlocks.map(
            (block) =>
              `**${block.heading}**: ${block.paragraphs?.[0] ? firstSentence(block.paragraphs[0]) : (block.list ?? []).map((line) => line.replace(/[.;]$/, '')).join('; ')}`,
          ),
        ],
        children: section.blocks.flatMap((block) =>
          block.heading && block.id
            ? [{ id: at(block.id), kind: 'item' as const, title: block.heading, text: paragraphs(...(block.paragraphs ?? [])), items: block.list ?? [], url: at(block.id) }]
            : [],
        ),
      }
    }
    case 'faq': {
      const items = bundle.faqGroups[section.group]!.items
      return {
        lines: items.map((item) => link(item.question, at(item.id))),
        children: items.map((item) => ({
          id: at(item.id),
          kind: 'faq',
          title: item.question,
          text: item.answer,
          items: [],
          url: at(item.id),
          owner: `faq:${section.group}`,
        })),
      }
    }
    case 'pricing': {
      const plans = section.plans.map((id) => bundle.plans[id]!)
      return {
        lines: plans.map((plan) => `${planLine(plan)}. ${plan.description}`),
        children: plans.map((plan) => ({
          id: at(plan.id),
          kind: 'plan',
          title: plan.name,
          keywords: [plan.tagline, plan.badge, 'plan', plan.price].filter(Boolean).join(' '),
          text: `${planLine(plan)}. ${plan.description}`,
          items: plan.features,
          category: 'pricing',
          url: at(plan.id),
          owner: `plan:${plan.id}`,
        })),
      }
    }
    case 'checklist':
      return { lines: section.items, children: [] }
    case 'stats':
      return { lines: section.items.map((stat) => `**${stat.value}** ${stat.label}`), children: [] }
    case 'testimonials':
      return {
        lines: [
          ...(section.stats ?? []).map((stat) => `**${stat.value}** ${stat.label}`),
          ...bundle.testimonials.map((quote) => `**${quote.name}**, ${quote.role} at ${quote.company} (${quote.rating}/5): “${quote.text}”`),
        ],
        children: [],
      }
    case 'comparison':
      return {
        lines: section.rows.map((row) => `**${row.feature}**: ${section.beforeLabel}: ${row.before} → ${section.afterLabel}: ${row.after}`),
        children: [],
      }
    case 'cta':
      return { lines: section.actions.flatMap((action) => (action.href ? [link(action.label, action.href)] : [])), children: [] }
    case 'hero':
    case 'assistant-demo':
      return { lines: [], children: [] }
  }
}
