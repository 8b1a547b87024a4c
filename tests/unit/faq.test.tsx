import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import type { FaqGroup } from '../../schema/faqs.ts'
import { PlainAccordion, toggleItem, type OpenItems } from '../../src/sections/faq-plain.tsx'
import { RadixAccordion } from '../../src/sections/faq-radix.tsx'

describe('toggleItem', () => {
  test('single mode keeps at most one answer open and can collapse it', () => {
    expect(toggleItem('single', [], 'a')).toEqual(['a'])
    expect(toggleItem('single', ['a'], 'b')).toEqual(['b'])
    expect(toggleItem('single', ['a'], 'a')).toEqual([])
  })

  test('multiple mode opens and closes each answer on its own', () => {
    expect(toggleItem('multiple', ['a'], 'b')).toEqual(['a', 'b'])
    expect(toggleItem('multiple', ['a', 'b'], 'a')).toEqual(['b'])
  })
})

describe('the plain and the Radix accordion', () => {
  const group = (mode: FaqGroup['mode']): FaqGroup => ({
    id: 'g',
    mode,
    items: [
      { question: 'One?', answer: 'First.' },
      { question: 'Two?', answer: 'Second.' },
      { question: 'Three?', answer: 'Third.' },
    ],
  })
  // Generated ids and Radix's own bookkeeping attributes differ by design; everything a visitor sees must not.
  const visible = (html: string) =>
    html.replace(/ (id|aria-controls|aria-labelledby|data-orientation|data-radix-collection-item|style)="[^"]*"/g, '')
  const render = (mode: FaqGroup['mode'], open: OpenItems): [plain: string, radix: string] => {
    const props = { group: group(mode), first: false, open, onOpenChange: () => undefined }
    return [renderToStaticMarkup(<PlainAccordion {...props} />), renderToStaticMarkup(<RadixAccordion {...props} />)]
  }

  test.each([
    ['single', ['item-1']],
    ['multiple', ['item-0', 'item-2']],
    ['multiple', []],
  ] as const)('render the same markup in %s mode with %j open', (mode, open) => {
    const [plain, radix] = render(mode, [...open])
    expect(visible(plain)).toBe(visible(radix))
    expect(plain.match(/aria-expanded="true"/g)?.length ?? 0).toBe(open.length)
    expect(plain.match(/role="region"/g)).toHaveLength(3)
  })

  test('the plain rendering links each question to its answer', () => {
    const [plain] = render('single', ['item-0'])
    const controls = [...plain.matchAll(/aria-controls="([^"]+)"/g)].map((match) => match[1])
    const regions = [...plain.matchAll(/id="([^"]+)" role="region"/g)].map((match) => match[1])
    expect(controls).toHaveLength(3)
    expect(controls).toEqual(regions)
  })
})
