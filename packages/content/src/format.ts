import type { PriceUnit } from './types.ts';

/** '$12,000' — whole US dollars with thousands separators (locale-independent). */
export function formatUsd(amount: number): string {
  const whole = Math.round(amount);
  return `$${String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
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
