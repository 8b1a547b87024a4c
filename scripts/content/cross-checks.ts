import { anchorSlots, list, type AnchorSlot } from './anchors.ts'
import type { LoadedContent } from './load.ts'
import { closest, formatPath, type Problem } from './problem.ts'
import { locate, type SourceFile } from './source.ts'

type Report = (source: SourceFile, path: PropertyKey[], message: string, at?: 'key' | 'value') => void

/** Markdown links inside texts: [label](/route#anchor). */
const markdownLink = /\]\((\/[^)\s]*|#[^)\s]*)\)/g

/**
 * Checks that span files: unique ids and routes, internal links and anchors, plan and FAQ references,
 * chat routes, and the avatar host.
 */
export function crossCheck(content: LoadedContent, problems: Problem[]): void {
  const report: Report = (source, path, message, at = 'value') => {
    const { line, col } = locate(source, path, at)
    problems.push({ file: source.file, line, col, path: formatPath(path), message })
  }
  const { files, pages, sources } = content

  // Routes and the anchors each page declares, read from every readable page file so that one invalid
  // page does not make every link to it look broken.
  const anchors = new Map<string, Set<string>>()
  const sectionAnchors = new Map<string, Set<string>>()
  const routeOwner = new Map<string, SourceFile>()
  for (const source of content.pageSources) {
    const raw = source.data as { route?: unknown; sections?: unknown } | null
    if (typeof raw?.route !== 'string') continue
    const previous = routeOwner.get(raw.route)
    if (previous) report(source, ['route'], `Route "${raw.route}" is already used by ${previous.file}`)
    else routeOwner.set(raw.route, source)
    const slots = pageAnchors(raw.sections, content, source, report)
    anchors.set(raw.route, new Set(slots.map((slot) => slot.id)))
    sectionAnchors.set(raw.route, new Set(slots.filter((slot) => slot.path.length === 2).map((slot) => slot.id)))
  }
  if (content.pageSources.length > 0 && !routeOwner.has('*')) {
    problems.push({ file: 'content/pages', line: 1, col: 1, path: '', message: 'No page has route "*": add the page shown at unknown addresses (404)' })
  }
  const routes = [...anchors.keys()].filter((route) => route !== '*')

  const checkLink = (source: SourceFile, path: PropertyKey[], target: string, currentRoute: string | undefined) => {
    if (!target.startsWith('/') && !target.startsWith('#')) return
    const hashAt = target.indexOf('#')
    const route = hashAt === -1 ? target : target.slice(0, hashAt) || currentRoute
    const anchor = hashAt === -1 ? undefined : target.slice(hashAt + 1)
    if (route === undefined) {
      report(source, path, `Link "${target}" needs its page, e.g. "/${target}", because this text is shown on every page`)
      return
    }
    const declared = anchors.get(route)
    if (!declared || route === '*') {
      const suggestion = closest(route, routes)
      report(source, path, `Link "${target}" points to a page that does not exist${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`)
      return
    }
    if (anchor !== undefined && anchor !== '' && !declared.has(anchor)) {
      const suggestion = closest(anchor, declared)
      // The sections' anchors are listed; the parts' (cards, questions, plans) would drown them.
      const sections = [...declared].filter((id) => sectionAnchors.get(route)?.has(id))
      const more = declared.size - sections.length
      report(source, path, `Link "${target}" points to an anchor that page ${route} does not have${suggestion ? ` (did you mean "#${suggestion}"?)` : ''}. Its sections: ${sections.map((id) => `#${id}`).join(', ') || 'none'}${more ? `, and ${more} anchors of their parts` : ''}`)
    }
  }

  const checkLinksIn = (source: SourceFile, data: unknown, currentRoute: string | undefined) =>
    walkStrings(data, [], (value, path) => {
      const key = path.at(-1)
      if (key === 'href' || (source === sources.knowledge && key === 'url')) checkLink(source, path, value, currentRoute)
      for (const match of value.matchAll(markdownLink)) checkLink(source, path, match[1]!, currentRoute)
    })

  for (const { source, page } of pages) checkLinksIn(source, page, page.route === '*' ? undefined : page.route)
  for (const kind of ['navigation', 'plans', 'faqs', 'popups', 'knowledge', 'chat', 'claims', 'testimonials'] as const) {
    const source = sources[kind]
    if (source && files[kind]) checkLinksIn(source, files[kind], undefined)
  }

  // Plans and offers: unique ids; pricing sections and the exit offer must name existing ones.
  const planIds = new Set<string>()
  if (files.plans && sources.plans) {
    const all = [...files.plans.plans.map((plan, index) => ['plans', index, plan] as const), ...files.plans.offers.map((plan, index) => ['offers', index, plan] as const)]
    for (const [group, index, plan] of all) {
      if (planIds.has(plan.id)) report(sources.plans, [group, index, 'id'], `Duplicate id "${plan.id}": every plan and offer needs its own id`)
      planIds.add(plan.id)
    }
  }
  const faqIds = uniqueIds(files.faqs?.groups, sources.faqs, ['groups'], 'FAQ group', report)
  uniqueIds(files.knowledge?.entries, sources.knowledge, ['entries'], 'knowledge entry', report)

  if (files.plans) {
    for (const { source, page } of pages) {
      page.sections.forEach((section, index) => {
        if (section.type === 'pricing') {
          section.plans.forEach((planId, planIndex) => {
            if (!planIds.has(planId)) report(source, ['sections', index, 'plans', planIndex], unknownId('plan', planId, planIds))
          })
        }
        if (section.type === 'faq' && files.faqs && !faqIds.has(section.group)) {
          report(source, ['sections', index, 'group'], unknownId('FAQ group', section.group, faqIds))
        }
      })
    }
    if (files.popups && sources.popups && !planIds.has(files.popups.exitIntent.offer)) {
      report(sources.popups, ['exitIntent', 'offer'], unknownId('plan', files.popups.exitIntent.offer, planIds))
    }
  }

  // The chat's routes.
  if (files.chat && sources.chat && pages.length > 0) {
    for (const route of Object.keys(files.chat.quickQuestions)) {
      if (route !== 'default' && !anchors.has(route)) report(sources.chat, ['quickQuestions', route], unknownId('route', route, routes), 'key')
    }
    for (const route of Object.keys(files.chat.navigation)) {
      if (!anchors.has(route)) report(sources.chat, ['navigation', route], unknownId('route', route, routes), 'key')
    }
  }

  // Avatars must come from the host the security policy allows.
  if (files.testimonials && sources.testimonials && files.site) {
    const host = files.site.avatarHost
    files.testimonials.testimonials.forEach((testimonial, index) => {
      if (!testimonial.image.startsWith(`${host}/`)) report(sources.testimonials!, ['testimonials', index, 'image'], `Images must come from ${host} (avatarHost in site.yaml)`)
    })
  }
}

/** The anchors a page declares, written or generated; a written id used twice on the page is reported. */
function pageAnchors(sections: unknown, content: LoadedContent, source: SourceFile, report: Report): AnchorSlot[] {
  const groups = list((content.sources.faqs?.data as { groups?: unknown } | null)?.groups)
  const plansFile = content.sources.plans?.data as { plans?: unknown; offers?: unknown } | null
  const plans = [...list(plansFile?.plans), ...list(plansFile?.offers)]
  const slots = anchorSlots(
    sections,
    (group) => list(groups.find((candidate) => candidate.id === group)?.items),
    (id) => plans.find((plan) => plan.id === id),
  )
  const ids = new Set<string>()
  for (const slot of slots) {
    if (ids.has(slot.id) && slot.explicit && slot.file === 'page') report(source, [...slot.path, 'id'], `Duplicate anchor id "${slot.id}" on this page`)
    ids.add(slot.id)
  }
  return slots
}

function uniqueIds(items: { id: string }[] | undefined, source: SourceFile | undefined, path: PropertyKey[], what: string, report: Report) {
  const ids = new Set<string>()
  items?.forEach((item, index) => {
    if (ids.has(item.id) && source) report(source, [...path, index, 'id'], `Duplicate id "${item.id}": every ${what} needs its own id`)
    ids.add(item.id)
  })
  return ids
}

function unknownId(what: string, value: string, known: Iterable<string>): string {
  const list = [...known]
  const suggestion = closest(value, list)
  return `Unknown ${what} "${value}"${suggestion ? ` (did you mean "${suggestion}"?)` : ''}. Known: ${list.join(', ')}`
}

function walkStrings(value: unknown, path: PropertyKey[], visit: (value: string, path: PropertyKey[]) => void): void {
  if (typeof value === 'string') visit(value, path)
  else if (Array.isArray(value)) value.forEach((item, index) => walkStrings(item, [...path, index], visit))
  else if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) walkStrings(child, [...path, key], visit)
}
