/**
 * Prints a markdown summary of what a pull request changes for visitors: plan and offer prices, and pages added,
 * removed or edited, compared with a base git ref. Used for the GitHub step summary.
 * Usage: tsx scripts/content-diff.ts origin/main
 */
import { execFileSync } from 'node:child_process'
import { parse } from 'yaml'

const base = process.argv[2] ?? 'origin/main'
const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' })
const read = (ref: string | null, path: string): string | undefined => {
  try {
    return ref ? git('show', `${ref}:${path}`) : execFileSync('cat', [path], { encoding: 'utf8' })
  } catch {
    return undefined
  }
}

type Plan = { id: string; name: string; price: string; compareAtPrice?: string }
const prices = (text: string | undefined) => {
  const file = (text ? parse(text) : {}) as { plans?: Plan[]; offers?: Plan[] }
  return new Map([...(file.plans ?? []), ...(file.offers ?? [])].map((plan) => [plan.id, plan]))
}
const before = prices(read(base, 'content/plans.yaml'))
const after = prices(read(null, 'content/plans.yaml'))

const lines = ['### Content changes in this pull request', '']
const priceRows: string[] = []
for (const [id, plan] of after) {
  const old = before.get(id)
  if (!old) priceRows.push(`| ${plan.name} | (new) | ${plan.price} |`)
  else if (old.price !== plan.price || old.compareAtPrice !== plan.compareAtPrice) {
    const show = (entry: Plan) => `${entry.price}${entry.compareAtPrice ? ` (was ${entry.compareAtPrice})` : ''}`
    priceRows.push(`| ${plan.name} | ${show(old)} | ${show(plan)} |`)
  }
}
for (const [id, plan] of before) if (!after.has(id)) priceRows.push(`| ${plan.name} | ${plan.price} | (removed) |`)
lines.push(
  priceRows.length
    ? ['**Prices**', '', '| Plan | Before | After |', '| --- | --- | --- |', ...priceRows, ''].join('\n')
    : 'No price changes.',
  '',
)

const changed = git('diff', '--name-status', `${base}...HEAD`, '--', 'content/')
  .trim()
  .split('\n')
  .filter(Boolean)
  .map((line) => line.split('\t'))
const status: Record<string, string> = { A: 'added', D: 'removed', M: 'edited', R100: 'renamed' }
lines.push(
  changed.length
    ? ['**Files**', '', ...changed.map(([code, ...paths]) => `- ${paths.join(' → ')} (${status[code!] ?? code})`)].join(
        '\n',
      )
    : 'No content files changed.',
)
console.log(lines.join('\n'))
