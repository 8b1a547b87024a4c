import { externalUrlProblem } from '../../schema/primitives.ts'
import { anchorSlots, list } from './anchors.ts'
import type { LoadedContent } from './load.ts'
import { closest, type Problem } from './problem.ts'
import { problemAt, type SourceFile } from './source.ts'

type Report = (source: SourceFile, path: PropertyKey[], message: string, at?: 'key' | 'value') => void

/** Markdown links inside texts: [label](/route#anchor) or [label](https://…). */
const markdownLink = /\]\(([^)\s]+)\)/g

/**
 * Checks that span files: unique ids and routes, internal links and anchors, plan and FAQ references,
 * chat routes, and the avatar host.
 */
export function crossCheck(content: LoadedContent, problems: Problem[]): void {
  const report: Report = (source, path, message, at = 'value') => {
    problems.push(problemAt(source, path, message, at))
  }
  // Every check runs on whatever parsed (the raw data, references resolved), valid or not, so one run shows every
  // problem; a file that did not parse at all is left to its own error, never blamed on the files that use it.
  const { sources } = content
  const raw = <T>(source: SourceFile | undefined) => (source?.data ?? null) as T | null

  // Routes and the anchors each page declares. A page whose file does not parse still claims its route (read from
  // its "route:" line), with anchors unknown, so links to it are not reported as broken.
  const anchors = new Map<string, Set<string> | 'unknown'>()
  const sectionAnchors = new Map<string, Set<string>>()
  const routeOwner = new Map<string, SourceFile>()
  for (const source of content.pageSources) {
    const page = raw<{ route?: unknown; sections?: unknown }>(source)
    const route = typeof page?.route === 'string' ? page.route : page === null ? routeLine(source.text) : undefined
    if (route === undefined) continue
    const previous = routeOwner.get(route)
    if (previous) report(source, ['route'], `Route "${route}" is already used by ${previous.file}`)
    else routeOwner.set(route, source)
    if (page === null) {
      anchors.set(route, 'unknown')
      continue
    }
    const { slots, complete } = pageAnchors(page.sections, content, source, report)
    anchors.set(route, complete ? new Set(slots.map((slot) => slot.id)) : 'unknown')
    sectionAnchors.set(route, new Set(slots.filter((slot) => slot.path.length === 2).map((slot) => slot.id)))
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
    if (declared !== 'unknown' && anchor !== undefined && anchor !== '' && !declared.has(anchor)) {
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
      for (const match of value.matchAll(markdownLink)) {
        const target = match[1]!
        // A site link is checked against the pages; any other must be a whole https or mailto address, as an href is.
        // "{mailto}" is filled in by the chat, and a "{{reference}}" left unresolved is its own file's problem.
        const internal = target.startsWith('/') || target.startsWith('#') || target.startsWith('{')
        const problem = internal ? undefined : externalUrlProblem(target)
        if (problem) report(source, path, `Link "${target}" in this text: ${problem}`)
        else checkLink(source, path, target, currentRoute)
      }
    })

  for (const source of content.pageSources) {
    const page = raw<{ route?: unknown }>(source)
    if (page) checkLinksIn(source, page, typeof page.route === 'string' && page.route !== '*' ? page.route : undefined)
  }
  for (const kind of ['navigation', 'plans', 'faqs', 'popups', 'knowledge', 'chat', 'claims', 'testimonials'] as const) {
    const source = sources[kind]
    if (source?.data) checkLinksIn(source, source.data, undefined)
  }

  // Plans and offers: unique ids; pricing sections and the exit offer must name existing ones.
  const plansFile = raw<{ plans?: unknown; offers?: unknown }>(sources.plans)
  const planIds = new Set<string>()
  if (plansFile && sources.plans) {
    for (const group of ['plans', 'offers'] as const) {
      list(plansFile[group]).forEach((plan, index) => {
        if (typeof plan.id !== 'string') return
        if (planIds.has(plan.id)) report(sources.plans!, [group, index, 'id'], `Duplicate id "${plan.id}": every plan and offer needs its own id`)
        planIds.add(plan.id)
      })
    }
  }
  const faqIds = uniqueIds(list(raw<{ groups?: unknown }>(sources.faqs)?.groups), sources.faqs, ['groups'], 'FAQ group', report)
  uniqueIds(list(raw<{ entries?: unknown }>(sources.knowledge)?.entries), sources.knowledge, ['entries'], 'knowledge entry', report)

  for (const source of content.pageSources) {
    list(raw<{ sections?: unknown }>(source)?.sections).forEach((section, index) => {
      if (section.type === 'pricing' && plansFile) {
        list(Array.isArray(section.plans) ? section.plans.map((id) => ({ id })) : []).forEach(({ id }, planIndex) => {
          if (typeof id === 'string' && !planIds.has(id)) report(source, ['sections', index, 'plans', planIndex], unknownId('plan', id, planIds))
        })
      }
      if (section.type === 'faq' && sources.faqs?.data && typeof section.group === 'string' && !faqIds.has(section.group)) {
        report(source, ['sections', index, 'group'], unknownId('FAQ group', section.group, faqIds))
      }
    })
  }
  const offer = raw<{ exitIntent?: { offer?: unknown } }>(sources.popups)?.exitIntent?.offer
  if (plansFile && sources.popups && typeof offer === 'string' && !planIds.has(offer)) {
    report(sources.popups, ['exitIntent', 'offer'], unknownId('plan', offer, planIds))
  }

  // The chat's routes.
  const chat = raw<{ quickQuestions?: unknown; navigation?: unknown }>(sources.chat)
  if (chat && sources.chat && content.pageSources.length > 0) {
    for (const route of Object.keys(record(chat.quickQuestions))) {
      if (route !== 'default' && !anchors.has(route)) report(sources.chat, ['quickQuestions', route], unknownId('route', route, routes), 'key')
    }
    for (const route of Object.keys(record(chat.navigation))) {
      if (!anchors.has(route)) report(sources.chat, ['navigation', route], unknownId('route', route, routes), 'key')
    }
  }

  // Avatars must come from the host the security policy allows.
  const host = raw<{ avatarHost?: unknown }>(sources.site)?.avatarHost
  if (sources.testimonials && typeof host === 'string') {
    list(raw<{ testimonials?: unknown }>(sources.testimonials)?.testimonials).forEach((testimonial, index) => {
      if (typeof testimonial.image === 'string' && !testimonial.image.startsWith(`${host}/`)) report(sources.testimonials!, ['testimonials', index, 'image'], `Images must come from ${host} (avatarHost in site.yaml)`)
    })
  }
}

/** The route on a page file's "route:" line, for a file that does not parse. */
function routeLine(text: string): string | undefined {
  return /^route:\s*["']?([^"'\s#]+)/m.exec(text)?.[1]
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
}

/**
 * The anchors a page declares, written or generated; a written id used twice on the page is reported. Not
 * `complete` when a FAQ group or plan it shows is in a file that did not parse: their anchors are then unknown.
 */
function pageAnchors(sections: unknown, content: LoadedContent, source: SourceFile, report: Report) {
  const faqs = content.sources.faqs?.data as { groups?: unknown } | null | undefined
  const plansFile = content.sources.plans?.data as { plans?: unknown; offers?: unknown } | null | undefined
  const groups = list(faqs?.groups)
  const plans = [...list(plansFile?.plans), ...list(plansFile?.offers)]
  const uses = list(sections).map((section) => section.type)
  // A plan named with a typo is reported where it is named; the anchor it would give is unknown meanwhile.
  const unknownPlan = list(sections).some(
    (section) => section.type === 'pricing' && Array.isArray(section.plans) && section.plans.some((id) => !plans.some((plan) => plan.id === id)),
  )
  const complete = (!uses.includes('faq') || Boolean(faqs)) && (!uses.includes('pricing') || (Boolean(plansFile) && !unknownPlan))
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
  return { slots, complete }
}

function uniqueIds(items: Record<string, unknown>[], source: SourceFile | undefined, path: PropertyKey[], what: string, report: Report) {
  const ids = new Set<string>()
  items.forEach((item, index) => {
    if (typeof item.id !== 'string') return
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
