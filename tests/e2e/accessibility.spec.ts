import AxeBuilder from '@axe-core/playwright'
import { expect, routes, test, waitForHydration } from './fixtures.ts'

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`axe in the ${scheme} theme`, () => {
    test.use({ colorScheme: scheme })
    for (const route of [...routes, '/missing']) {
      test(`${route} has no serious or critical violations`, async ({ page }) => {
        await page.goto(route)
        await waitForHydration(page)
        await page.waitForLoadState('networkidle')
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
          .analyze()
        const blocking = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
        expect(blocking).toEqual([])
      })
    }
  })
}
