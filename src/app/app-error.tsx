import { Link, type ErrorComponentProps } from '@tanstack/react-router'
import { site } from '../generated/site.ts'
import { buttonClass } from '../ui/action-button.tsx'

/** Shown when a page fails to render: the spec's "Unexpected Application Error!" with the status or message. */
export function AppError({ error }: ErrorComponentProps) {
  const status = (error as { status?: unknown } | null)?.status
  const detail =
    typeof status === 'number'
      ? String(status)
      : error instanceof Error && error.message
        ? error.message
        : site.ui.errorFallback
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center" role="alert">
      <h1 className="text-3xl font-bold">{site.ui.errorTitle}</h1>
      <p className="mt-4 text-muted">{detail}</p>
      <Link to="/" className={`${buttonClass('primary', 'lg')} mt-8`}>
        {site.ui.errorHome}
      </Link>
    </section>
  )
}
