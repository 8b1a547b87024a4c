import { useRouter } from '@tanstack/react-router'
import type { Action } from '../../schema/action.ts'
import { cn } from './cn.ts'
import { Icon } from './icon.tsx'
import { SmartLink } from './smart-link.tsx'

const variants = {
  primary: 'bg-accent text-accent-fg hover:bg-accent-hover shadow-sm',
  secondary: 'border border-border bg-bg text-fg hover:bg-card',
  ghost: 'text-accent hover:underline underline-offset-4 px-0',
} as const

/** The shared look of buttons and button-like links. */
export function buttonClass(variant: Action['variant'], size: 'md' | 'lg' = 'md') {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors min-h-11',
    size === 'lg' ? 'px-6 text-base' : 'px-4 text-sm',
    variants[variant],
  )
}

/** An action from content: a link styled as a button, or a "Go Back" button. */
export function ActionButton({ action, size, className }: { action: Action; size?: 'md' | 'lg'; className?: string }) {
  const router = useRouter()
  const content = (
    <>
      {action.icon && <Icon name={action.icon} className="size-4" />}
      {action.label}
    </>
  )
  if (action.back) {
    return (
      <button
        type="button"
        className={cn(buttonClass(action.variant, size), className)}
        onClick={() => router.history.back()}
      >
        {content}
      </button>
    )
  }
  return (
    <SmartLink href={action.href!} className={cn(buttonClass(action.variant, size), className)}>
      {content}
    </SmartLink>
  )
}
