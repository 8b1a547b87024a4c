/**
 * Mistyped words the stemmed search cannot reach. MiniSearch's near spellings are edits of the stem, so a typo
 * that changes how a word stems ("diffrence" is "diffrenc", "difference" is "differ") or swaps two letters of a
 * short word ("agnet", "dakr": two edits to Levenshtein, and words under 6 letters get one) finds nothing, and the
 * word weighs as one the site never says. Here a word is compared as written with the words the site writes.
 */

const letters = 'abcdefghijklmnopqrstuvwxyz'

/**
 * The strings one typing slip from `word`: two neighbouring letters swapped ("agnet"), and from 6 letters a letter
 * left out or one too many, at any place ("diffrence", "commmercial", "documen"). A changed letter is not counted:
 * it mostly makes another real word ("stocks" → "stacks", "lakers" → "later"), and nothing says which was meant.
 */
export function slipsOf(word: string): Set<string> {
  const edits = new Set<string>()
  for (let index = 0; index <= word.length; index++) {
    const head = word.slice(0, index)
    const tail = word.slice(index)
    if (tail.length > 1) edits.add(head + tail[1] + tail[0] + tail.slice(2))
    if (word.length < 6) continue
    if (tail) edits.add(head + tail.slice(1))
    for (const letter of letters) edits.add(head + letter + tail)
  }
  edits.delete(word)
  return edits
}

/** The site's words one slip from a word it never writes, as written ("agnet" → "agent"); none under 4 letters. */
export function siteSpellings(word: string, siteWords: ReadonlySet<string>): string[] {
  if (word.length < 4 || /\d/.test(word)) return []
  return [...slipsOf(word)].filter((edit) => siteWords.has(edit))
}
