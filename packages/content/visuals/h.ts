/**
 * A tiny element builder for satori: the `{ type, props }` trees React would make, without React. Every box is a
 * flex container (satori requires `display: flex` on any element with more than one child) and border-box.
 */
export type Style = Record<string, string | number>;
export interface El {
  type: string;
  props: { style?: Style; children?: Child | Child[]; [key: string]: unknown };
}
export type Child = El | string | false | null | undefined;

export function box(style: Style, ...children: Child[]): El {
  // border-box as on the site: a width includes padding and border.
  return {
    type: 'div',
    props: { style: { display: 'flex', boxSizing: 'border-box', ...style }, children },
  };
}

/** A row (flex, centred on the cross axis). */
export const row = (style: Style, ...children: Child[]): El =>
  box({ flexDirection: 'row', alignItems: 'center', ...style }, ...children);

/** A column. */
export const col = (style: Style, ...children: Child[]): El =>
  box({ flexDirection: 'column', ...style }, ...children);

/** One run of text. */
export const text = (style: Style, content: string): El => ({
  type: 'div',
  props: { style: { display: 'flex', boxSizing: 'border-box', ...style }, children: content },
});

/** An absolutely placed box. */
export const at = (
  place: { left?: number; top?: number; right?: number; bottom?: number },
  style: Style,
  ...children: Child[]
): El => box({ position: 'absolute', ...place, ...style }, ...children);
