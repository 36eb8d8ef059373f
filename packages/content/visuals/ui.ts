/** Small pieces the client screens share: badges, ticks, avatars, area charts. */
import { at, box, row, text, type El, type Style } from './h.ts';
import { studio } from './palette.ts';

/** A tick drawn as a rotated corner. */
export function tick(size: number, color: string, weight = Math.max(3, size * 0.14)): El {
  return box(
    { width: size, height: size, alignItems: 'center', justifyContent: 'center' },
    box({
      width: size * 0.36,
      height: size * 0.66,
      marginTop: -size * 0.12,
      borderRight: `${weight}px solid ${color}`,
      borderBottom: `${weight}px solid ${color}`,
      transform: 'rotate(45deg)',
    }),
  );
}

/** A tick in a filled disc. */
export function tickDisc(size: number, color: string, on: string): El {
  return box(
    {
      width: size,
      height: size,
      flexShrink: 0,
      borderRadius: size,
      backgroundColor: color,
      alignItems: 'center',
      justifyContent: 'center',
    },
    tick(size * 0.6, on),
  );
}

/** A status badge: a dot (or tick) and a word, never colour alone. */
export function badge(
  label: string,
  {
    color,
    background,
    size = 32,
    style = {},
  }: { color: string; background: string; size?: number; style?: Style },
): El {
  return row(
    {
      height: size * 1.9,
      paddingLeft: size * 0.75,
      paddingRight: size * 0.85,
      borderRadius: size,
      backgroundColor: background,
      flexShrink: 0,
      ...style,
    },
    box({
      width: size * 0.4,
      height: size * 0.4,
      borderRadius: size,
      backgroundColor: color,
      marginRight: size * 0.4,
    }),
    text({ fontSize: size, fontWeight: 600, color }, label),
  );
}

/** Initials in a disc, for the people in a product's screens. */
export function avatar(
  initials: string,
  size: number,
  { color, background }: { color: string; background: string },
): El {
  return box(
    {
      width: size,
      height: size,
      flexShrink: 0,
      borderRadius: size,
      backgroundColor: background,
      alignItems: 'center',
      justifyContent: 'center',
    },
    text({ fontSize: size * 0.38, fontWeight: 600, color, letterSpacing: 0.5 }, initials),
  );
}

/**
 * A line through `points` (0–1 shares of the box, y up), drawn as rotated bars with round joints: satori has no
 * polyline, and its clip-path output is not read the same way by every rasteriser.
 */
export function line({
  width,
  height,
  points,
  color,
  weight = 6,
}: {
  width: number;
  height: number;
  points: [number, number][];
  color: string;
  weight?: number;
}): El {
  const xy = points.map(([px, py]) => [px * width, (1 - py) * height] as const);
  const parts: El[] = [];
  xy.forEach(([x, y], index) => {
    const next = xy[index + 1];
    if (next) {
      const [nx, ny] = next;
      const length = Math.hypot(nx - x, ny - y);
      const angle = (Math.atan2(ny - y, nx - x) * 180) / Math.PI;
      parts.push(
        at(
          { left: (x + nx) / 2 - length / 2, top: (y + ny) / 2 - weight / 2 },
          {
            width: length,
            height: weight,
            backgroundColor: color,
            transform: `rotate(${angle.toFixed(2)}deg)`,
          },
        ),
      );
    }
    parts.push(
      at(
        { left: x - weight / 2, top: y - weight / 2 },
        { width: weight, height: weight, borderRadius: weight, backgroundColor: color },
      ),
    );
  });
  return box({ width, height, position: 'relative' }, ...parts);
}

/** Columns of `values` (0–1 shares of the height), evenly spaced; `style(index)` colours each. */
export function columns({
  width,
  height,
  values,
  gap,
  style,
}: {
  width: number;
  height: number;
  values: readonly number[];
  gap: number;
  style: (index: number) => Style;
}): El {
  const columnWidth = (width - gap * (values.length - 1)) / values.length;
  return row(
    { width, height, alignItems: 'flex-end', gap },
    ...values.map((value, index) =>
      box({
        width: columnWidth,
        height: Math.max(4, value * height),
        borderRadius: 6,
        ...style(index),
      }),
    ),
  );
}

/** A client's mark as one capital on a rounded square of its accent. */
export function letterMark(letter: string, size: number, color: string): El {
  return box(
    {
      width: size,
      height: size,
      borderRadius: size * 0.24,
      backgroundColor: color,
      alignItems: 'center',
      justifyContent: 'center',
    },
    text(
      { fontFamily: 'Space Grotesk', fontSize: size * 0.58, fontWeight: 700, color: studio.ink },
      letter,
    ),
  );
}

/** A dashboard's title: the client's mark and name, then the screen's name after a slash. */
export function screenTitle(mark: El, client: string, screen: string): El[] {
  return [
    mark,
    text({ marginLeft: 28, fontSize: 46, fontWeight: 600, color: studio.text }, client),
    text({ marginLeft: 24, fontSize: 46, color: studio.textFaint }, '/'),
    text({ marginLeft: 24, fontSize: 46, color: studio.textMuted }, screen),
  ];
}
