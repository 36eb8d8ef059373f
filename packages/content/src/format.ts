import type { PriceUnit } from './types.ts';

// Pure: a bundle that imports this module without calling formatUsd (the /admin chunk) drops the formatter.
const usd = /* @__PURE__ */ new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** '$12,000': whole US dollars (rounded half up) with thousands separators, the same in every locale. */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

const unitSuffix: Record<PriceUnit, string> = {
  project: '',
  hour: '/hour',
  month: '/month',
};

/** Display text of a starting price: '$500', '$200/hour', '$8,000/month'. */
export function formatPrice(amount: number, unit: PriceUnit): string {
  return `${formatUsd(amount)}${unitSuffix[unit]}`;
}

/** Joins words as people write them: 'a, b and c'. */
export function listInProse(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * U+2060 WORD JOINER: invisible, and no line break may fall on either side of it. Browsers break
 * after an en dash or a hyphen; a range such as '24–48' or a compound such as '30-minute' must not.
 */
export const NO_BREAK = '\u2060';

/** '24–48', or '8–12 weeks' with a unit: an en dash that never ends a line. */
export function range(min: number, max: number, unit?: string): string {
  const span = `${min}–${NO_BREAK}${max}`;
  return unit ? `${span} ${unit}` : span;
}

/** '30-minute', '90-day': a number and a word joined by a hyphen that never ends a line. */
export function compound(count: number, word: string): string {
  return `${count}-${NO_BREAK}${word}`;
}

/** The text without the invisible line-break controls: for meta tags, JSON-LD and comparisons. */
export function plainText(text: string): string {
  return text.replaceAll(NO_BREAK, '');
}
