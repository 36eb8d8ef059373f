/**
 * How long an open submission has waited, in the viewer's locale: "35 min", "21 hr, 5 min", "3 days, 4 hr". The
 * seconds come from the database's clock; only the words are local.
 */
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function amount(value: number, unit: 'day' | 'hour' | 'minute', locale?: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: unit === 'day' ? 'long' : 'short',
  }).format(value);
}

export function waitingTime(seconds: number, locale?: string): string {
  const minutes = Math.floor(seconds / MINUTE);
  if (seconds < HOUR) return amount(minutes, 'minute', locale);
  const [big, unit, small, smallUnit] =
    seconds < 2 * DAY
      ? ([Math.floor(seconds / HOUR), 'hour', minutes % 60, 'minute'] as const)
      : ([Math.floor(seconds / DAY), 'day', Math.floor(seconds / HOUR) % 24, 'hour'] as const);
  const parts = [amount(big, unit, locale)];
  if (small > 0) parts.push(amount(small, smallUnit, locale));
  return new Intl.ListFormat(locale, { style: 'narrow', type: 'unit' }).format(parts);
}

/** A count in the viewer's locale ("1,000"). */
export const localCount = (count: number, locale?: string) =>
  new Intl.NumberFormat(locale).format(count);

/** The duration as an HTML `<time datetime>` value, e.g. "PT21H5M". */
export function durationAttribute(seconds: number): string {
  return `PT${Math.floor(seconds / HOUR)}H${Math.floor((seconds % HOUR) / MINUTE)}M`;
}
