import { useId, useState, type FormEvent } from 'react'
import { chat } from '../generated/chat.ts'
import { buttonClass } from '../ui/action-button.tsx'
import { SmartLink } from '../ui/smart-link.tsx'

/** The API key form shown in settings. The key is only ever in this password field and in localStorage. */
export function KeyForm({
  hasKey,
  onSave,
  onForget,
}: {
  hasKey: boolean
  onSave: (key: string) => boolean
  onForget: () => void
}) {
  const [value, setValue] = useState('')
  const id = useId()
  const [before, after] = chat.labels.keyHelp.split('{keyPage}') as [string, string | undefined]
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (onSave(value)) setValue('')
  }
  return (
    <form onSubmit={submit} className="space-y-3 border-b border-border p-4">
      <label htmlFor={id} className="block text-sm font-medium">
        {chat.labels.keyLabel}
      </label>
      <input
        id={id}
        type="password"
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder={chat.labels.keyPlaceholder}
        className="min-h-11 w-full rounded-lg border border-border bg-bg px-3 text-sm"
        data-chat-autofocus
      />
      <p className="text-xs text-muted">
        {before}
        <SmartLink href={chat.keyPageUrl} className="text-accent underline">
          {chat.labels.keyPageLink}
        </SmartLink>
        {after}
      </p>
      <div className="flex gap-2">
        <button type="submit" className={buttonClass('primary')}>
          {chat.labels.keySave}
        </button>
        {hasKey && (
          <button type="button" className={buttonClass('secondary')} onClick={onForget}>
            {chat.labels.keyForget}
          </button>
        )}
      </div>
    </form>
  )
}
