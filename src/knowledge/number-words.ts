/**
 * Numbers written as words ("thirty days", "a team of twelve", "under a hundred dollars", "sixty-seven") in digits,
 * as the site writes its durations, team sizes and prices, so that they meet them. Only numbers of ten or more: the
 * site writes small ones as words too ("five steps", "two years"), and "one" is mostly no number ("one-time",
 * "which one").
 */
/** The numbers below ten in words, which stay words (see above). */
export const units = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine']
const teens = [
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
]
const tens = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']
// A common misspelling, read as the word.
const misspelt = new Map([['fourty', 40]])

const values = new Map<string, number>([
  ['a', 1],
  ...units.map((word, index) => [word, index] as const),
  ...teens.map((word, index) => [word, 10 + index] as const),
  ...tens.map((word, index) => [word, 20 + 10 * index] as const),
  ...misspelt,
])

const anyOf = (words: string[]) => String.raw`\b(?:${words.join('|')})\b`
const unit = anyOf(units.slice(1))
const gap = String.raw`[\s-]+`
const andGap = String.raw`${gap}(?:and${gap})?`
const belowHundred = String.raw`(?:${anyOf([...tens, ...misspelt.keys()])}(?:${gap}${unit})?|${anyOf(teens)})`
const belowThousand = String.raw`(?:(?:\ba|${unit})${gap}hundred\b(?:${andGap}(?:${belowHundred}|${unit}))?|${belowHundred})`
/** A number of ten or more in words, up to "nine hundred and ninety-nine thousand …". */
const numberInWords = new RegExp(
  String.raw`(?:(?:${belowThousand}|\ba|${unit})${gap}thousand\b(?:${andGap}(?:${belowThousand}|${unit}))?|${belowThousand})`,
  'gi',
)

/** The value of a number in words that numberInWords matched. */
function valueOf(number: string): number {
  let total = 0
  let current = 0
  for (const word of number.toLowerCase().split(/[\s-]+/)) {
    if (word === 'and') continue
    if (word === 'hundred') current *= 100
    else if (word === 'thousand') {
      total += current * 1000
      current = 0
    } else current += values.get(word)!
  }
  return total + current
}

/** The text with each number of ten or more that is written in words written in digits. */
export const numbersInDigits = (text: string) => text.replace(numberInWords, (number) => String(valueOf(number)))

/** Currency words written after an amount ("50 dollars", "150 bucks") or before one ("usd 50"). */
export const currencyAfter = String.raw`(?:us\s*dollars?|usd|dollars?|bucks)\b`
export const currencyBefore = String.raw`\b(?:usd|us\$)\s*`
