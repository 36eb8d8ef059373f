/** Meridian Freight: the dispatch roadmap the board approved (dark screens, amber accent). */
import type { CaseStudy } from '../../src/types.ts';
import { panelDetail, PRODUCT_SIZE, type Picture } from '../compose.ts';
import { browser } from '../frames.ts';
import { at, box, col, row, text, type El } from '../h.ts';
import { clientAccents, studio } from '../palette.ts';
import { figure, type StudyVisuals } from '../study-visuals.ts';
import { badge, line, tick, tickDisc, letterMark, screenTitle } from '../ui.ts';

const { accent, soft } = clientAccents['meridian-freight'];
const DISPLAY = 'Space Grotesk';

const FIRST_RELEASE = 'Unified dispatch';

/** Three yearly phases, each with its quarterly releases and their cost ranges (USD). */
const PHASES = [
  {
    year: '2025',
    name: 'Consolidate',
    releases: [
      [FIRST_RELEASE, '$1.2–1.6M'],
      ['Customer onboarding', '$0.4–0.6M'],
    ],
  },
  {
    year: '2026',
    name: 'Connect',
    releases: [
      ['Live tracking', '$0.7–0.9M'],
      ['Carrier portal', '$0.5–0.8M'],
    ],
  },
  {
    year: '2027',
    name: 'Retire',
    releases: [
      ['Route planning', '$0.9–1.3M'],
      ['Legacy shutdown', '$0.2–0.3M'],
    ],
  },
] as const;

const logo = (size: number) => letterMark('M', size, accent);

function releaseCard(name: string, cost: string, first: boolean): El {
  return col(
    {
      height: 156,
      justifyContent: 'center',
      paddingLeft: 36,
      paddingRight: 28,
      marginBottom: 24,
      borderRadius: 18,
      backgroundColor: first ? soft : studio.raised,
      border: `2px solid ${first ? 'rgba(251, 191, 36, 0.55)' : studio.border}`,
    },
    text({ fontSize: 44, fontWeight: 600, color: studio.text, letterSpacing: -0.5 }, name),
    text(
      { marginTop: 10, fontSize: 38, fontWeight: 500, color: first ? accent : studio.textMuted },
      cost,
    ),
  );
}

/** The yearly savings the releases unlock, rising release by release to the outcome's figure. */
const SAVINGS = [
  [0, 0.02],
  [0.17, 0.05],
  [0.33, 0.3],
  [0.5, 0.36],
  [0.67, 0.62],
  [0.83, 0.68],
  [1, 0.94],
] as const satisfies readonly (readonly [number, number])[];

function savingsChart(study: CaseStudy, width: number): El {
  const height = 360;
  const [endX, endY] = SAVINGS[SAVINGS.length - 1]!;
  return box(
    { position: 'relative', marginTop: 24, width, height, flexShrink: 0 },
    at({ left: 0, top: height - 2 }, { width, height: 2, backgroundColor: studio.line }),
    at(
      { left: 0, top: 0 },
      { width, height },
      line({ width, height, color: accent, weight: 8, points: SAVINGS.map(([x, y]) => [x, y]) }),
    ),
    at(
      { left: endX * width - 26, top: (1 - endY) * height - 26 },
      {
        width: 52,
        height: 52,
        borderRadius: 52,
        border: `3px solid ${accent}`,
        backgroundColor: studio.surface,
        alignItems: 'center',
        justifyContent: 'center',
      },
      box({ width: 20, height: 20, borderRadius: 20, backgroundColor: accent }),
    ),
    at(
      { left: 0, top: 10 },
      { flexDirection: 'column' },
      text({ fontSize: 34, color: studio.textMuted }, 'Savings the roadmap unlocks'),
      row(
        { alignItems: 'baseline', marginTop: 4 },
        text(
          {
            fontFamily: DISPLAY,
            fontSize: 112,
            fontWeight: 600,
            color: studio.text,
            letterSpacing: -3,
          },
          figure(study, 0),
        ),
        text({ marginLeft: 20, fontSize: 48, color: studio.textSecondary }, 'a year'),
      ),
    ),
  );
}

function product(study: CaseStudy): Picture {
  const left = 400;
  const top = 230;
  const width = PRODUCT_SIZE.width - left + 120;
  const inner = PRODUCT_SIZE.width - left - 60;
  const chartWidth = inner - 112 - 40;
  const screen = col(
    { width: inner, height: '100%', padding: '0 56px', backgroundColor: studio.surface },
    row(
      { height: 150, flexShrink: 0 },
      ...screenTitle(logo(68), study.client, 'Dispatch roadmap'),
      box({ flexGrow: 1 }),
      row(
        {
          height: 68,
          paddingLeft: 24,
          paddingRight: 32,
          borderRadius: 34,
          backgroundColor: 'rgba(74, 222, 128, 0.12)',
        },
        tick(40, studio.success),
        text(
          { marginLeft: 10, fontSize: 34, fontWeight: 600, color: studio.success },
          'Board approved',
        ),
      ),
    ),
    row(
      { alignItems: 'flex-start', gap: 32 },
      ...PHASES.map((phase, index) =>
        col(
          { flex: 1, flexDirection: 'column' },
          row(
            {
              height: 124,
              alignItems: 'baseline',
              borderTop: `3px solid ${index === 0 ? accent : studio.line}`,
              paddingTop: 26,
            },
            text(
              { fontFamily: DISPLAY, fontSize: 52, fontWeight: 600, color: studio.text },
              phase.year,
            ),
            text(
              { marginLeft: 20, fontSize: 36, color: studio.textMuted },
              `Phase ${index + 1} · ${phase.name}`,
            ),
          ),
          ...phase.releases.map(([name, cost]) => releaseCard(name, cost, name === FIRST_RELEASE)),
        ),
      ),
    ),
    savingsChart(study, chartWidth),
  );
  return {
    ...PRODUCT_SIZE,
    motif: { focusX: left, focusY: top, scale: 0.62, stroke: 3 },
    content: [
      browser(
        { left, top, width, height: 1400 },
        { address: 'roadmap.meridianfreight.com', screen },
      ),
    ],
  };
}

/** One line of the business case: its label over what it says. */
function caseLine(label: string, value: El): El {
  return col(
    { paddingTop: 44, paddingBottom: 48, borderTop: `2px solid ${studio.border}` },
    text(
      {
        fontSize: 32,
        fontWeight: 500,
        color: studio.textMuted,
        letterSpacing: 2,
        textTransform: 'uppercase',
      },
      label,
    ),
    value,
  );
}

/** The estimate, and where it sits between its low and high ends. */
function costRange(): El {
  return col(
    {},
    text(
      { marginTop: 14, fontFamily: DISPLAY, fontSize: 88, fontWeight: 600, color: studio.text },
      '$1.2–1.6M',
    ),
    // Where the estimate sits between its low and high ends.
    box(
      {
        marginTop: 26,
        height: 16,
        width: 780,
        borderRadius: 8,
        backgroundColor: studio.line,
        position: 'relative',
      },
      at(
        { left: 240, top: 0 },
        { width: 310, height: 16, borderRadius: 7, backgroundColor: accent },
      ),
    ),
  );
}

/** How likely doing nothing costs more, and what it would cost. */
function riskOfDoingNothing(): El {
  return row(
    { marginTop: 18, alignItems: 'flex-start' },
    badge('High', {
      color: studio.danger,
      background: 'rgba(248, 113, 113, 0.12)',
      size: 38,
      style: { marginTop: 6 },
    }),
    text(
      {
        marginLeft: 30,
        fontSize: 44,
        lineHeight: 1.3,
        color: studio.textSecondary,
        width: 540,
      },
      'A fifth system for the next large customer',
    ),
  );
}

function detail(study: CaseStudy): Picture {
  const left = 230;
  const top = 230;
  const card = col(
    {
      width: '100%',
      height: '100%',
      padding: '72px 120px 0 72px',
      backgroundColor: studio.surface,
    },
    row(
      {},
      text(
        {
          fontSize: 34,
          fontWeight: 600,
          color: accent,
          letterSpacing: 2,
          textTransform: 'uppercase',
        },
        'Release 1 · Q1–Q2 2025',
      ),
    ),
    text(
      {
        marginTop: 20,
        marginBottom: 48,
        fontFamily: DISPLAY,
        fontSize: 104,
        fontWeight: 600,
        lineHeight: 1.02,
        letterSpacing: -2.5,
        color: studio.text,
      },
      FIRST_RELEASE,
    ),
    caseLine('Cost range', costRange()),
    caseLine('Risk of doing nothing', riskOfDoingNothing()),
    caseLine(
      'Board',
      row(
        { marginTop: 20 },
        tickDisc(92, studio.success, studio.ink),
        col(
          { marginLeft: 26 },
          text({ fontSize: 54, fontWeight: 600, color: studio.text }, 'Approved'),
          text(
            { marginTop: 6, fontSize: 38, color: studio.textMuted },
            `${study.outcomes[1].value} ${study.outcomes[1].unit} after the first interview`,
          ),
        ),
      ),
    ),
  );
  return panelDetail(left, top, card);
}

export const meridianFreight: StudyVisuals = {
  product,
  detail,
  altFacts: {
    product: ['3.1 million USD', 'three'],
    detail: [FIRST_RELEASE, 'cost range', 'board'],
  },
};
