import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { calibrationFile, readCalibration, saveCalibration } from '../../scripts/content/calibration-cache.ts'
import { checkContent } from '../../scripts/content/check.ts'
import { readKnowledge } from '../../src/knowledge/knowledge-format.ts'
import { root } from './helpers/content-fixture.ts'

// The development server's rebuild after a save: the chat's calibration (most of a content build's time) is reused
// after a page or plan edit, and learnt again after an edit of the files that tune the chat.

const folder = mkdtempSync(join(tmpdir(), 'rebuild-'))
cpSync(join(root, 'content'), join(folder, 'content'), { recursive: true })
afterAll(() => rmSync(folder, { recursive: true, force: true }))
const edit = (file: string, from: string, to: string) => {
  const path = join(folder, 'content', file)
  const text = readFileSync(path, 'utf8')
  expect(text).toContain(from)
  writeFileSync(path, text.replace(from, to))
}
const thresholdsOf = (outputs: Map<string, string> | undefined) =>
  readKnowledge(outputs!.get('src/generated/knowledge.json')!).thresholds

describe('a content rebuild with the last calibration', () => {
  let first: ReturnType<typeof checkContent>
  // Thresholds no calibration would choose, so a rebuild that used them is told apart from one that learnt its own.
  const kept = () => ({ ...first.calibration!, thresholds: { answer: 0.5, suggest: 0.25 } })
  beforeAll(() => {
    first = checkContent(folder)
  })

  test('the first build learns its calibration, and the same content rebuilt with it gives the same files', () => {
    expect(first.problems).toEqual([])
    expect(first.calibration!.reused).toBe(false)
    const again = checkContent(folder, undefined, first.calibration)
    expect(again.calibration!.reused).toBe(true)
    expect(again.outputs).toEqual(first.outputs)
  })

  test('after a price and a sentence change, reuses it, and the pages show the edit', () => {
    edit('plans.yaml', 'price: $67', 'price: $69')
    edit('pages/home.yaml', 'designed and tested to turn traffic', 'built to turn traffic')
    const rebuilt = checkContent(folder, undefined, kept())
    expect(rebuilt.problems).toEqual([])
    expect(rebuilt.calibration!.reused).toBe(true)
    expect(thresholdsOf(rebuilt.outputs)).toEqual(kept().thresholds)
    expect(rebuilt.outputs!.get('src/generated/pages/home.ts')).toContain('built to turn traffic')
    expect(rebuilt.outputs!.get('src/generated/knowledge.json')).toContain('$69')
  })

  test('after an edit of the evaluation set, learns it again', () => {
    edit(
      'knowledge-eval.yaml',
      'tune:\n',
      'tune:\n  - { question: "can i get the template for 69 dollars", topic: pricing, expect: "$69" }\n',
    )
    const rebuilt = checkContent(folder, undefined, kept())
    expect(rebuilt.problems).toEqual([])
    expect(rebuilt.calibration!.reused).toBe(false)
    expect(thresholdsOf(rebuilt.outputs)).not.toEqual(kept().thresholds)
  })
})

describe('the calibration kept on disk for `npm run ask` and the development server', () => {
  const calibration = {
    key: 'k1',
    english: ['were', 'sing'],
    thresholds: { answer: 0.43, suggest: 0.31 },
    reused: false,
  }

  test('a learnt calibration is kept and read back; a reused one is not written again', () => {
    saveCalibration(folder, calibration)
    expect(readCalibration(folder)).toEqual(calibration)
    saveCalibration(folder, { ...calibration, key: 'k2', reused: true })
    expect(readCalibration(folder)?.key).toBe('k1')
  })

  test('no file, a truncated one or another shape reads as none, so the run calibrates', () => {
    const empty = mkdtempSync(join(tmpdir(), 'no-calibration-'))
    expect(readCalibration(empty)).toBeUndefined()
    mkdirSync(dirname(calibrationFile(empty)), { recursive: true })
    writeFileSync(calibrationFile(empty), '{"key":"k1","english":["were"')
    expect(readCalibration(empty)).toBeUndefined()
    writeFileSync(calibrationFile(empty), JSON.stringify({ key: 'k1', english: 'were', thresholds: { answer: 0.4 } }))
    expect(readCalibration(empty)).toBeUndefined()
    rmSync(empty, { recursive: true, force: true })
  })
})
