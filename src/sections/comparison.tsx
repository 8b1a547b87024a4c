import { SectionFrame } from './section-frame.tsx'
import type { SectionProps } from './types.ts'

/** A two-way comparison table. */
export function Comparison({ section, first }: SectionProps<'comparison'>) {
  return (
    <SectionFrame section={section} first={first}>
      <div className="overflow-x-auto rounded-2xl border border-border">
        <table className="w-full min-w-[36rem] text-left">
          <thead className="bg-card">
            <tr>
              <th scope="col" className="p-4 font-semibold">
                {section.featureLabel}
              </th>
              <th scope="col" className="p-4 font-semibold text-muted">
                {section.beforeLabel}
              </th>
              <th scope="col" className="p-4 font-semibold text-accent">
                {section.afterLabel}
              </th>
            </tr>
          </thead>
          <tbody>
            {section.rows.map((row) => (
              <tr key={row.feature} className="border-t border-border">
                <th scope="row" className="p-4 font-medium">
                  {row.feature}
                </th>
                <td className="p-4 text-muted">{row.before}</td>
                <td className="p-4">{row.after}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SectionFrame>
  )
}
