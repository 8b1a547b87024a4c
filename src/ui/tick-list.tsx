import { cn } from './cn.ts'
import { Icon } from './icon.tsx'

/** A list with a check mark before each line: plan features, benefits, package contents. */
export function TickList({
  items,
  className,
  large = false,
}: {
  items: string[]
  className?: string
  large?: boolean
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={cn('flex', large ? 'gap-3' : 'gap-2')}>
          <Icon name="check" className={cn('mt-0.5 shrink-0 text-success', large ? 'size-5' : 'size-4')} />
          {item}
        </li>
      ))}
    </ul>
  )
}
