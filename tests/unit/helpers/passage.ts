import type { Passage } from '../../../src/knowledge/passage.ts'

/** A section passage of a fixture site with this text, at `/#id` unless told. */
export const passage = (id: string, text: string, url = `/#${id}`): Passage => ({
  id,
  kind: 'section',
  title: '',
  keywords: '',
  text,
  items: [],
  category: 'features',
  url,
  followUps: [],
})
