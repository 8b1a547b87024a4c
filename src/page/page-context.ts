import { createContext, useContext } from 'react'
import type { PageBundle } from '../../schema/bundle.ts'

/** The page being shown, with the plans, FAQ groups and testimonials its sections refer to. */
export const PageContext = createContext<PageBundle | null>(null)

/** The current page bundle; sections that show shared content (plans, FAQs, testimonials) read it here. */
export function usePageBundle(): PageBundle {
  const bundle = useContext(PageContext)
  if (!bundle) throw new Error('usePageBundle must be used inside a page')
  return bundle
}
