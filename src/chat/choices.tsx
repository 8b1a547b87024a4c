/**
 * "Did you mean" choices under an answer: each asks that question. While a reply is pending they wait (marked, not
 * disabled, so a focused choice keeps focus).
 */
export function Choices({
  choices,
  onChoose,
  busy,
}: {
  choices: string[]
  onChoose: (text: string) => void
  busy: boolean
}) {
  return (
    <ul className="mt-3 flex flex-wrap gap-1.5">
      {choices.map((choice) => (
        <li key={choice}>
          <button
            type="button"
            aria-disabled={busy || undefined}
            onClick={() => !busy && onChoose(choice)}
            className="min-h-8 rounded-full border border-accent px-3 py-1 text-left text-xs font-medium text-accent hover:bg-accent-soft aria-disabled:opacity-50"
          >
            {choice}
          </button>
        </li>
      ))}
    </ul>
  )
}
