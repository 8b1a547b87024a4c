import { useState } from 'react'

/**
 * An element whose contents the prerender completes in each page after rendering (scripts/site/prerender.ts): what
 * only the build knows, such as the app's hashed entry or the drawings of the icons a page shows. The client keeps
 * whatever the page holds, so that content costs no JavaScript and hydrates without a mismatch.
 */
export function PrerenderSlot({
  id,
  as: Tag,
  className,
  initial = '',
}: {
  id: string
  as: 'svg' | 'script'
  className?: string
  /** What the server renders in it, before the prerender adds its part. */
  initial?: string
}) {
  const [html] = useState(() =>
    typeof document === 'undefined' ? initial : (document.getElementById(id)?.innerHTML ?? ''),
  )
  const hidden = Tag === 'svg' ? { 'aria-hidden': true } : {}
  return (
    <Tag
      id={id}
      className={className}
      {...hidden}
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  )
}
