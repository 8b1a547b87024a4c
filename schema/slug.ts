// Pure and free of zod: the chat's engine chunk reads passage ids with it (src/knowledge/knowledge-format.ts).

/** Lower-case words joined by dashes, at most 64 characters, cut at a dash: "Can I upgrade?" → "can-i-upgrade". */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  if (slug.length <= 64) return slug
  const cut = slug.slice(0, 65)
  return cut.slice(0, cut.lastIndexOf('-') > 0 ? cut.lastIndexOf('-') : 64)
}
