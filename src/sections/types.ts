import type { SectionOf, SectionType } from '../../schema/sections/index.ts'

/** What every section component receives: its section, and whether it opens the page (and so holds the h1). */
export type SectionProps<K extends SectionType> = { section: SectionOf<K>; first: boolean }
