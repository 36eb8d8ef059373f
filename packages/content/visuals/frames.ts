/**
 * The studio's device frames: a browser window, a laptop and a phone, in the dark theme's surfaces and hairlines
 * whatever the client's screen looks like inside them.
 */
import { at, box, row, text, type Child, type El, type Style } from './h.ts';
import { studio } from './palette.ts';

interface Place {
  left: number;
  top: number;
  width: number;
  height: number;
}

const DOT = 22;
const BROWSER_RADIUS = 28;
const BROWSER_BORDER = 2;

/**
 * The shadow a device casts: what `box-shadow: 0 60px 120px rgba(0, 0, 0, 0.55)` draws, as rounded rects of one
 * translucent black stacked from wide to narrow, their edges at quantiles of the blur so the darkness falls off as it
 * would. satori draws a box-shadow as a blur filter (and a mask), which librsvg rasterises slowly.
 */
const SHADOW = { offsetY: 60, sigma: 60, alpha: 0.55, layers: 16 } as const;

function shadowLayers(width: number, height: number, radius: number): El[] {
  const { offsetY, sigma, alpha, layers } = SHADOW;
  // The normal quantile, in its logistic approximation.
  const quantile = (share: number) => Math.log(share / (1 - share)) / 1.702;
  return Array.from({ length: layers }, (_, index) => {
    const spread = Math.round(-sigma * quantile((index + 0.5) / layers));
    const below = (alpha * index) / layers;
    const covered = (alpha * (index + 1)) / layers;
    return at(
      { left: -spread, top: offsetY - spread },
      {
        width: width + spread * 2,
        height: height + spread * 2,
        borderRadius: Math.max(0, radius + spread),
        backgroundColor: `rgba(0, 0, 0, ${((covered - below) / (1 - below)).toFixed(3)})`,
      },
    );
  });
}

/**
 * A device absolutely placed at `place` (its style and children), over its shadow; both are positioned, as satori
 * paints positioned boxes after the others.
 */
function shadowed(place: Place, radius: number, style: Style, ...children: Child[]): El {
  const { left, top, width, height } = place;
  return at(
    { left, top },
    { width, height },
    ...shadowLayers(width, height, radius),
    at({ left: 0, top: 0 }, { width, height, borderRadius: radius, ...style }, ...children),
  );
}

/**
 * Rounds a screen's corners by covering what lies outside them in the bezel's colour, as clipping would: satori clips
 * (`overflow: hidden`) with a mask on every element inside, and librsvg rasterises each mask slowly. Each corner is a
 * square painted by a radial gradient about the arc's centre: clear inside the arc, the bezel's colour for the
 * bezel's width, clear again beyond, where the device's own rounder corner would leave the square. Stops in % of a
 * sized gradient: satori misplaces px stops. Put them last in a positioned screen.
 */
function screenCorners(radius: number, bezel: number, color: string): El[] {
  const size = radius + bezel + 1;
  const share = (distance: number) => `${((distance / size) * 100).toFixed(2)}%`;
  const stops = [
    `transparent ${share(radius - 0.5)}`,
    `${color} ${share(radius + 0.5)}`,
    `${color} ${share(radius + bezel - 0.5)}`,
    `transparent ${share(radius + bezel + 0.5)}`,
  ].join(', ');
  const corners = [
    [{ left: 0, top: 0 }, '100% 100%'],
    [{ right: 0, top: 0 }, '0% 100%'],
    [{ left: 0, bottom: 0 }, '100% 0%'],
    [{ right: 0, bottom: 0 }, '0% 0%'],
  ] as const;
  return corners.map(([place, centre]) =>
    at(place, {
      width: radius,
      height: radius,
      backgroundImage: `radial-gradient(circle ${size}px at ${centre}, ${stops})`,
    }),
  );
}

/** `el` with `style` added to its own. */
const restyled = (el: El, style: Style): El => ({
  ...el,
  props: { ...el.props, style: { ...el.props.style, ...style } },
});

/**
 * A panel for a detail crop: a rounded card with a hairline border over the device shadow. The card's own background
 * is rounded to the border's inside, so its content is not clipped: it must keep clear of the corners.
 */
export function panel(place: Place, card: El): El {
  return shadowed(
    place,
    BROWSER_RADIUS,
    { border: `${BROWSER_BORDER}px solid rgba(244, 245, 247, 0.14)` },
    restyled(card, { borderRadius: BROWSER_RADIUS - BROWSER_BORDER }),
  );
}

/** A browser window; its screen is `screen` (fills the area under the address bar). */
export function browser(place: Place, { address, screen }: { address: string; screen: El }): El {
  const { width } = place;
  const inside = BROWSER_RADIUS - BROWSER_BORDER;
  return shadowed(
    place,
    BROWSER_RADIUS,
    {
      flexDirection: 'column',
      border: `${BROWSER_BORDER}px solid rgba(244, 245, 247, 0.14)`,
      backgroundColor: studio.surface,
    },
    // Not clipped: the bar and the screen's ground are rounded to the frame's inside, and the screen keeps clear of
    // the bottom corners.
    row(
      {
        height: 100,
        flexShrink: 0,
        borderTopLeftRadius: inside,
        borderTopRightRadius: inside,
        paddingLeft: 40,
        paddingRight: 40,
        backgroundColor: studio.raised,
        borderBottom: `2px solid ${studio.border}`,
      },
      ...[0, 1, 2].map(() =>
        box({
          width: DOT,
          height: DOT,
          borderRadius: DOT,
          marginRight: 16,
          backgroundColor: studio.line,
        }),
      ),
      row(
        {
          marginLeft: 48,
          height: 60,
          paddingLeft: 32,
          paddingRight: 48,
          borderRadius: 30,
          backgroundColor: studio.ink,
          border: `2px solid ${studio.border}`,
        },
        lockGlyph(),
        text({ fontSize: 32, color: studio.textMuted, letterSpacing: 0.2 }, address),
      ),
    ),
    // Explicit widths here and below: a flex item would otherwise grow to its content's width.
    box(
      { width: width - BROWSER_BORDER * 2, flexGrow: 1, position: 'relative' },
      restyled(screen, { borderBottomLeftRadius: inside, borderBottomRightRadius: inside }),
    ),
  );
}

function lockGlyph(): El {
  return box(
    { flexDirection: 'column', alignItems: 'center', marginRight: 18, marginTop: -4 },
    box({
      width: 16,
      height: 12,
      borderTopLeftRadius: 8,
      borderTopRightRadius: 8,
      border: `3px solid ${studio.textFaint}`,
      borderBottomWidth: 0,
    }),
    box({ width: 24, height: 18, borderRadius: 4, backgroundColor: studio.textFaint }),
  );
}

/** A laptop: screen with its bezel, and the base seen from the front. */
export function laptop(place: Place, { screen }: { screen: El }): El {
  const { left, top, width, height } = place;
  const bezel = Math.round(width * 0.014);
  const baseHeight = Math.round(width * 0.026);
  const overhang = Math.round(width * 0.07);
  return at(
    { left, top },
    { width, height: height + baseHeight },
    // The lid's shadow, under the laptop positioned as in `shadowed`.
    ...shadowLayers(width, height, 44),
    at(
      { left: 0, top: 0 },
      { width, height: height + baseHeight, flexDirection: 'column', alignItems: 'center' },
      box(
        {
          width,
          height,
          padding: bezel,
          paddingTop: bezel * 1.6,
          borderTopLeftRadius: 44,
          borderTopRightRadius: 44,
          borderBottomLeftRadius: 10,
          borderBottomRightRadius: 10,
          backgroundColor: studio.ink950,
          border: `3px solid rgba(244, 245, 247, 0.16)`,
        },
        box(
          { width: width - bezel * 2 - 6, flexGrow: 1, position: 'relative' },
          screen,
          ...screenCorners(8, bezel, studio.ink950),
        ),
      ),
      box(
        {
          width: width + overhang * 2,
          height: baseHeight,
          justifyContent: 'center',
          borderBottomLeftRadius: baseHeight,
          borderBottomRightRadius: baseHeight,
          backgroundImage: `linear-gradient(180deg, #2E3545 0%, ${studio.raised} 45%, ${studio.ink950} 100%)`,
          borderTop: `2px solid rgba(244, 245, 247, 0.22)`,
        },
        // The thumb notch for opening the lid.
        box({
          width: Math.round(width * 0.12),
          height: Math.round(baseHeight * 0.32),
          borderBottomLeftRadius: 14,
          borderBottomRightRadius: 14,
          backgroundColor: studio.ink950,
        }),
      ),
    ),
  );
}

/** A phone seen straight on: body, screen, status bar and the camera island. */
export function phone(place: Place, { screen, tone }: { screen: El; tone: 'dark' | 'light' }): El {
  const { width, height } = place;
  const rim = Math.round(width * 0.028);
  const radius = phoneRadius(width);
  const ink = tone === 'light' ? '#0B0D12' : studio.text;
  return shadowed(
    place,
    radius,
    {
      padding: rim,
      backgroundColor: studio.ink950,
      border: `3px solid rgba(244, 245, 247, 0.18)`,
    },
    box(
      {
        width: width - rim * 2 - 6,
        height: height - rim * 2 - 6,
        flexDirection: 'column',
        position: 'relative',
      },
      // Rounded itself as well: the tip of a square corner would reach past the body's rounder outline, where no
      // bezel is left to cover it.
      restyled(screen, { borderRadius: radius - rim }),
      at(
        { left: 0, top: 0 },
        {
          width: width - rim * 2,
          height: Math.round(width * 0.14),
          alignItems: 'center',
          justifyContent: 'space-between',
          paddingLeft: Math.round(width * 0.1),
          paddingRight: Math.round(width * 0.09),
        },
        text({ fontSize: Math.round(width * 0.045), fontWeight: 600, color: ink }, '9:41'),
        box({
          width: Math.round(width * 0.3),
          height: Math.round(width * 0.085),
          borderRadius: 60,
          backgroundColor: '#000000',
        }),
        signal(Math.round(width * 0.045), ink),
      ),
      ...screenCorners(radius - rim, rim, studio.ink950),
    ),
  );
}

function signal(size: number, color: string): El {
  const bars: Child[] = [0.4, 0.6, 0.8, 1].map((share) =>
    box({
      width: Math.round(size * 0.18),
      height: Math.round(size * share * 0.8),
      marginLeft: Math.round(size * 0.1),
      borderRadius: 3,
      backgroundColor: color,
    }),
  );
  return row(
    { alignItems: 'flex-end', height: size },
    ...bars,
    box(
      {
        width: Math.round(size * 1.3),
        height: Math.round(size * 0.62),
        marginLeft: Math.round(size * 0.35),
        borderRadius: 6,
        border: `3px solid ${color}`,
        padding: 3,
      },
      box({ flexGrow: 1, borderRadius: 3, backgroundColor: color }),
    ),
  );
}

/** Height of the phone's status bar, for screens that start below it. */
export const statusBarHeight = (phoneWidth: number) => Math.round(phoneWidth * 0.16);

/** The point on a rounded corner's arc, where the motif's spark touches the frame. */
export const cornerPoint = (left: number, top: number, radius: number) => ({
  focusX: Math.round(left + radius * 0.29),
  focusY: Math.round(top + radius * 0.29),
});

/** The phone's corner radius for a width, to place the spark with `cornerPoint`. */
export const phoneRadius = (width: number) => Math.round(width * 0.15);
