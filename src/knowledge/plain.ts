/** The words of a markdown text without its markup, for screen-reader announcements. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~#>]+/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * A markdown reply as plain lines, for a page that shows it before any script: one line per paragraph and per
 * list item (list items start with "• "), links as their text.
 */
export function plainLines(markdown: string): string[] {
  return markdown
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const item = /^(?:[-*]|\d+\.)\s+(.*)$/.exec(line)
      return item ? `• ${plainText(item[1]!)}` : plainText(line)
    })
}
