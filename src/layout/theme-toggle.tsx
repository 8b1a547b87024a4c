import { site } from '../generated/site.ts'
import { useTheme } from '../theme/use-theme.ts'
import { Icon } from '../ui/icon.tsx'

const icons = { light: 'sun', dark: 'moon', system: 'monitor' } as const
const names = { light: site.ui.themeLight, dark: site.ui.themeDark, system: site.ui.themeSystem }

/** Cycles light → dark → system; its name says the current choice. */
export function ThemeToggle() {
  const { choice, setChoice, next } = useTheme()
  const label = `${site.ui.theme}: ${names[choice]}`
  return (
    <button
      type="button"
      onClick={() => setChoice(next())}
      title={label}
      className="inline-flex size-11 items-center justify-center rounded-lg text-muted hover:bg-card hover:text-fg no-js:hidden"
    >
      <Icon name={icons[choice]} className="size-5" />
      <span className="sr-only">{label}</span>
    </button>
  )
}
