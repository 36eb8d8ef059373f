/**
 * The studio's device frames: a browser window, a laptop and a phone, in the dark theme's surfaces and hairlines
 * whatever the client's screen looks like inside them.
 */
import { at, box, row, text, type Child, type El } from './h.ts';
import { studio } from './palette.ts';

interface Place {
  left: number;
  top: number;
  width: number;
  height: number;
}

// No negative spread: resvg 2.6 panics on it.
const DEVICE_SHADOW = '0 60px 120px rgba(0, 0, 0, 0.55)';
const DOT = 22;

/** A browser window; its screen is `screen` (fills the area under the address bar). */
export function browser(place: Place, { address, screen }: { address: string; screen: El }): El {
  const { left, top, width, height } = place;
  return at(
    { left, top },
    {
      width,
      height,
      flexDirection: 'column',
      borderRadius: 28,
      border: `2px solid rgba(244, 245, 247, 0.14)`,
      backgroundColor: studio.surface,
      overflow: 'hidden',
      boxShadow: DEVICE_SHADOW,
    },
    row(
      {
        height: 100,
        flexShrink: 0,
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
    box({ width: width - 4, flexGrow: 1, position: 'relative', overflow: 'hidden' }, screen),
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
        boxShadow: DEVICE_SHADOW,
      },
      box(
        {
          width: width - bezel * 2 - 6,
          flexGrow: 1,
          position: 'relative',
          overflow: 'hidden',
          borderRadius: 8,
        },
        screen,
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
  );
}

/** A phone seen straight on: body, screen, status bar and the camera island. */
export function phone(place: Place, { screen, tone }: { screen: El; tone: 'dark' | 'light' }): El {
  const { left, top, width, height } = place;
  const rim = Math.round(width * 0.028);
  const radius = phoneRadius(width);
  const ink = tone === 'light' ? '#0B0D12' : studio.text;
  return at(
    { left, top },
    {
      width,
      height,
      padding: rim,
      borderRadius: radius,
      backgroundColor: studio.ink950,
      border: `3px solid rgba(244, 245, 247, 0.18)`,
      boxShadow: DEVICE_SHADOW,
    },
    box(
      {
        width: width - rim * 2 - 6,
        height: height - rim * 2 - 6,
        flexDirection: 'column',
        position: 'relative',
        overflow: 'hidden',
        borderRadius: radius - rim,
      },
      screen,
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
