import { site } from '../generated/site.ts'
import { usePageBundle } from '../page/page-context.ts'
import { Icon } from '../ui/icon.tsx'
import { SectionFrame } from './section-frame.tsx'
import { StatList } from './stats.tsx'
import type { SectionProps } from './types.ts'

/** Customer quotes with star ratings, and optional figures. */
export function Testimonials({ section, first }: SectionProps<'testimonials'>) {
  const { testimonials } = usePageBundle()
  return (
    <SectionFrame section={section} first={first}>
      <ul className="grid gap-6 md:grid-cols-3">
        {testimonials.map((item) => (
          <li key={item.name}>
            <figure className="flex h-full flex-col rounded-2xl border border-border bg-card p-6">
              <p
                className="flex gap-0.5 text-star"
                role="img"
                aria-label={site.ui.rating.replace('{rating}', String(item.rating))}
              >
                {Array.from({ length: item.rating }, (_, index) => (
                  <Icon key={index} name="star" filled className="size-4" />
                ))}
              </p>
              <blockquote className="mt-4 grow">
                <p>“{item.text}”</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <img
                  src={item.image}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                  decoding="async"
                  className="size-12 rounded-full bg-border"
                />
                <span>
                  <span className="block font-semibold">{item.name}</span>
                  <span className="block text-sm text-muted">
                    {item.role}, {item.company}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {section.stats && <StatList items={section.stats} className="mt-12" />}
    </SectionFrame>
  )
}
