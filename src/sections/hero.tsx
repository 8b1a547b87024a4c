import { ActionButton } from '../ui/action-button.tsx'
import { StatList } from './stats.tsx'
import type { SectionProps } from './types.ts'

/** Splits the title around the highlighted words so they can be drawn in the accent colour. */
function highlighted(title: string, highlight: string | undefined) {
  const at = highlight ? title.indexOf(highlight) : -1
  if (!highlight || at === -1) return title
  return (
    <>
      {title.slice(0, at)}
      <span className="text-accent">{highlight}</span>
      {title.slice(at + highlight.length)}
    </>
  )
}

/**
 * The product visual: the home page's sections in light and dark (scripts/capture-preview.ts), 16:10. Its size is
 * set, so nothing moves when it arrives. Its files are named in data-srcset, and the boot script sets srcset once the
 * page has painted (scripts/site/entry-loader.ts): requested at the first layout, the picture shared the first round
 * trips with the HTML and cost home 100–200 ms of LCP. On phones it is narrower and lower, so text stays the largest
 * paint. Without scripts it is hidden, as it would never load.
 */
const picture = (width: number) => `/media/hero-${width}.webp`

function HeroPreview({ alt }: { alt: string }) {
  return (
    <img
      data-srcset={[480, 800, 1200].map((width) => `${picture(width)} ${width}w`).join()}
      sizes="(min-width:1088px) 1024px,100vw"
      width={1200}
      height={750}
      alt={alt}
      loading="lazy"
      fetchPriority="high"
      className="mx-auto mt-16 h-auto w-4/5 rounded-xl border border-border shadow-2xl no-js:hidden sm:mt-12 sm:w-full"
    />
  )
}

/** The page's opening block with its h1. */
export function Hero({ section }: SectionProps<'hero'>) {
  return (
    <section id={section.id} className="mx-auto w-full max-w-5xl px-4 pt-16 pb-12 text-center sm:px-6 sm:pt-24">
      {section.badge && (
        <p className="mb-6 inline-block rounded-full border border-border bg-accent-soft px-4 py-1 text-sm font-medium text-fg">
          {section.badge}
        </p>
      )}
      <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
        {highlighted(section.title, section.highlight)}
      </h1>
      <p className="mx-auto mt-6 max-w-2xl text-lg text-muted sm:text-xl">{section.subtitle}</p>
      {section.actions.length > 0 && (
        <div className="mt-10 flex flex-wrap items-center justify-center gap-4" data-hero-actions>
          {section.actions.map((action) => (
            <ActionButton key={action.label} action={action} size="lg" />
          ))}
        </div>
      )}
      {section.note && <p className="mt-6 text-sm text-muted">{section.note}</p>}
      {section.preview && <HeroPreview alt={section.preview.alt} />}
      {section.stats && <StatList items={section.stats} className="mt-12" />}
    </section>
  )
}
