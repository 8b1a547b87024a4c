/** One mistake in the content, located in its YAML file. */
export interface Problem {
  /** Path of the file, relative to the project root, e.g. "content/plans.yaml". */
  file: string
  /** 1-based line. */
  line: number
  /** 1-based column. */
  col: number
  /** Key path inside the file, e.g. "plans[1].price"; empty for the whole file. */
  path: string
  /** What is wrong, in plain words. */
  message: string
}

/** Formats a key path like ["plans", 1, "price"] as "plans[1].price". */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = ''
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`
    else out += out === '' ? String(segment) : `.${String(segment)}`
  }
  return out
}

/** Orders problems by file, then position, so output is stable. */
export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col || a.path.localeCompare(b.path),
  )
}

/** Suggests the closest candidate to a misspelt word, or nothing when none is close. */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined
  let bestDistance = Infinity
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase())
    if (distance < bestDistance) {
      best = candidate
      bestDistance = distance
    }
  }
  // A third of the word's length tolerates one typo in short keys and two or three in long ones.
  return bestDistance <= Math.max(1, Math.floor(word.length / 3)) ? best : undefined
}

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours cost 1. */
function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)))
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1)
    }
  }
  return d[a.length]![b.length]!
}
