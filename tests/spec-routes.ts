/** The 14 routes of the spec's route table, as both test suites pin them (independently of content). */
export const specRoutes = [
  '/',
  '/features',
  '/whats-included',
  '/pricing',
  '/documentation',
  '/setup-guide',
  '/support',
  '/faq',
  '/refund-policy',
  '/license-terms',
  '/privacy-policy',
  '/terms-of-service',
  '/commercial-use',
  '/ai-agent',
] as const
