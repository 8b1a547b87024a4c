import type { Plan } from '../../schema/plans.ts'
import { usePageBundle } from '../page/page-context.ts'
import { buttonClass } from '../ui/action-button.tsx'
import { cn } from '../ui/cn.ts'
import { SmartLink } from '../ui/smart-link.tsx'
import { ItemHeading, SectionFrame } from './section-frame.tsx'
import type { SectionProps } from './types.ts'
import { TickList } from '../ui/tick-list.tsx'

function PlanCard({ plan, first }: { plan: Plan; first: boolean }) {
  return (
    <li
      id={plan.id}
      className={cn(
        'relative flex scroll-mt-20 flex-col rounded-2xl border bg-card p-8',
        plan.popular ? 'border-accent shadow-lg ring-2 ring-accent' : 'border-border',
      )}
    >
      {plan.badge && (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-accent px-4 py-1 text-xs font-bold whitespace-nowrap text-accent-fg">
          {plan.badge}
        </p>
      )}
      <ItemHeading first={first} className="text-xl font-bold">
        {plan.name}
      </ItemHeading>
      {plan.tagline && <p className="text-sm font-medium text-accent">{plan.tagline}</p>}
      <p className="mt-4 flex items-baseline gap-2">
        <span className="text-4xl font-extrabold">{plan.price}</span>
        {plan.compareAtPrice && <s className="text-lg text-muted">{plan.compareAtPrice}</s>}
        <span className="text-sm text-muted">{plan.period}</span>
      </p>
      <p className="mt-4 text-muted">{plan.description}</p>
      <TickList items={plan.features} className="mt-6 mb-8 space-y-3 text-sm" />
      <SmartLink
        href={plan.purchaseUrl}
        className={cn(buttonClass(plan.popular ? 'primary' : 'secondary', 'lg'), 'mt-auto w-full')}
      >
        {plan.cta}
      </SmartLink>
    </li>
  )
}

/** Plan cards from plans.yaml. */
export function Pricing({ section, first }: SectionProps<'pricing'>) {
  const { plans } = usePageBundle()
  const columns = section.plans.length === 2 ? 'md:grid-cols-2 max-w-4xl mx-auto' : 'md:grid-cols-3'
  return (
    <SectionFrame section={section} first={first}>
      <ul className={cn('grid gap-8 pt-4', columns)}>
        {section.plans.map((id) => (
          <PlanCard key={id} plan={plans[id]!} first={first} />
        ))}
      </ul>
      {section.note && <p className="mt-8 text-center text-sm text-muted">{section.note}</p>}
    </SectionFrame>
  )
}
