import type { PageBundle } from '../../schema/bundle.ts'
import type { BrowserSite } from '../../schema/site.ts'

/**
 * schema.org data for a page: a Product with an Offer per plan when it shows pricing,
 * and an FAQPage when it shows questions; each with the page's preview image.
 */
export function structuredData(bundle: PageBundle, site: BrowserSite, image?: string): object[] {
  const withImage = image ? { image } : {}
  const out: object[] = []
  const plans = Object.values(bundle.plans)
  if (plans.length > 0) {
    out.push({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: site.brand,
      description: site.tagline,
      ...withImage,
      brand: { '@type': 'Brand', name: site.brand },
      offers: plans.map((plan) => ({
        '@type': 'Offer',
        name: plan.name,
        description: plan.description,
        price: plan.price.replace(/[^\d.]/g, ''),
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: plan.purchaseUrl,
        ...withImage,
      })),
    })
  }
  const questions = Object.values(bundle.faqGroups).flatMap((group) => group.items)
  if (questions.length > 0) {
    out.push({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      ...withImage,
      mainEntity: questions.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    })
  }
  return out
}

/** JSON safe to place inside a <script> element. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
