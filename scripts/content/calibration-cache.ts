/**
 * The chat's last calibration on disk, so `npm run ask` and the development server start from it instead of
 * answering the tune questions again (~10 s of a content check's 11; see checkContent for when one is reused).
 * Kept under node_modules/.cache, never committed: a missing or unreadable file only means a full calibration.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { KeptCalibration } from './check.ts'

/** Where the calibration is kept for a project root. */
export const calibrationFile = (root: string) => join(root, 'node_modules/.cache/launchkit/calibration.json')

/** The kept calibration, or undefined when there is none (or it is not one: a truncated write, an old format). */
export function readCalibration(root: string): KeptCalibration | undefined {
  let data: Partial<KeptCalibration>
  try {
    data = JSON.parse(readFileSync(calibrationFile(root), 'utf8')) as Partial<KeptCalibration>
  } catch {
    return undefined
  }
  const valid =
    typeof data?.key === 'string' &&
    Array.isArray(data.english) &&
    data.english.every((word) => typeof word === 'string') &&
    typeof data.thresholds?.answer === 'number' &&
    typeof data.thresholds.suggest === 'number'
  return valid ? { ...(data as KeptCalibration), reused: false } : undefined
}

/**
 * Keeps a calibration that was learnt (a reused one is already kept). A folder that cannot be written (a read-only
 * checkout) costs only the time: it is said once, and the run goes on.
 */
export function saveCalibration(root: string, calibration: KeptCalibration | undefined): void {
  if (!calibration || calibration.reused) return
  const file = calibrationFile(root)
  const { key, english, thresholds } = calibration
  try {
    mkdirSync(dirname(file), { recursive: true })
    const temporary = `${file}.${process.pid}.tmp`
    writeFileSync(temporary, JSON.stringify({ key, english, thresholds }))
    renameSync(temporary, file)
  } catch (error) {
    console.warn(`Could not keep the chat's calibration in ${file} (${(error as Error).message}); the next run calibrates again.`)
  }
}
