/** Northfield Supply Co.: the operations dashboard and the migration runbook (dark screens, lime accent). */
import type { CaseStudy } from '../../src/types.ts';
import { panelDetail, PRODUCT_SIZE, type Picture } from '../compose.ts';
import { browser } from '../frames.ts';
import { at, box, col, row, text, type El } from '../h.ts';
import { clientAccents, studio } from '../palette.ts';
import { figure, type StudyVisuals } from '../study-visuals.ts';
import { columns, tick, tickDisc, letterMark, screenTitle } from '../ui.ts';

const { accent } = clientAccents['northfield-supply'];
const DISPLAY = 'Space Grotesk';

/** Orders per minute, one column a day for three weeks (share of the sale's peak): the move, then the sale. */
const ORDERS = [
  0.3, 0.32, 0.29, 0.33, 0.35, 0.21, 0.19, 0.31, 0.33, 0.3, 0.34, 0.36, 0.25, 0.23, 0.64, 0.93, 1,
  0.79, 0.52, 0.36, 0.32,
];
const MIGRATION_DAYS = [5, 6];
const SALE_DAYS = [14, 15, 16, 17, 18];
const PEAK = '1,240';

/** The runbook's steps: rehearsed and actual minutes. */
const STEPS = [
  ['Freeze writes', '4', '3'],
  ['Final data sync', '22', '19'],
  ['Switch traffic', '6', '5'],
  ['Smoke tests', '12', '12'],
  ['Warehouse scan', '15', '11'],
] as const;

const logo = (size: number) => letterMark('N', size, accent);

function ordersChart(study: CaseStudy, width: number, height: number): El {
  const gap = 18;
  const day = (width - gap * (ORDERS.length - 1)) / ORDERS.length;
  const bandLeft = MIGRATION_DAYS[0]! * (day + gap) - gap / 2;
  const bandWidth = MIGRATION_DAYS.length * (day + gap);
  return box(
    { position: 'relative', width, height },
    ...[0.25, 0.5, 0.75].map((share) =>
      at(
        { left: 0, top: height * (1 - share) },
        { width, height: 2, backgroundColor: studio.border },
      ),
    ),
    at(
      { left: bandLeft, top: -20 },
      {
        width: bandWidth,
        height: height + 20,
        backgroundColor: 'rgba(244, 245, 247, 0.05)',
        borderLeft: `3px dashed ${studio.borderStrong}`,
        borderRight: `3px dashed ${studio.borderStrong}`,
      },
    ),
    at(
      { left: 0, top: 0 },
      { width, height },
      columns({
        width,
        height,
        values: ORDERS,
        gap,
        style: (index) => ({ backgroundColor: SALE_DAYS.includes(index) ? accent : '#3A4358' }),
      }),
    ),
    at(
      { left: bandLeft + bandWidth + 28, top: 10 },
      { flexDirection: 'column' },
      text({ fontSize: 36, fontWeight: 600, color: studio.text }, 'Migration weekend'),
      text(
        { marginTop: 4, fontSize: 32, color: studio.textMuted },
        `${figure(study, 0)} of downtime`,
      ),
    ),
    at(
      { left: SALE_DAYS[2]! * (day + gap) + day + 24, top: -6 },
      { flexDirection: 'column' },
      text({ fontSize: 36, fontWeight: 600, color: accent }, `${PEAK} / min`),
      text({ marginTop: 4, fontSize: 32, color: studio.textMuted }, 'Spring sale peak'),
    ),
  );
}

/** Under the chart: a year's uptime, and its flat line. */
function uptimePanel(uptime: string, width: number): El {
  return row(
    {
      marginTop: 48,
      width,
      height: 190,
      paddingLeft: 48,
      paddingRight: 48,
      borderRadius: 24,
      backgroundColor: studio.raised,
      border: `2px solid ${studio.border}`,
    },
    col(
      { width: 380 },
      text({ fontSize: 34, color: studio.textMuted }, 'Uptime, 12 months'),
      text(
        {
          marginTop: 2,
          fontFamily: DISPLAY,
          fontSize: 92,
          fontWeight: 600,
          letterSpacing: -3,
          color: studio.text,
        },
        uptime,
      ),
    ),
    // Flat: one line along the top of its track, a year long.
    col(
      { flexGrow: 1, marginLeft: 48 },
      box(
        { height: 64, borderBottom: `2px solid ${studio.border}`, position: 'relative' },
        at(
          { left: 0, top: 0 },
          { width: '100%', height: 8, borderRadius: 4, backgroundColor: accent },
        ),
      ),
      row(
        { marginTop: 14, justifyContent: 'space-between' },
        text({ fontSize: 28, color: studio.textFaint }, 'Apr'),
        text({ fontSize: 28, color: studio.textFaint }, 'Mar'),
      ),
    ),
  );
}

function product(study: CaseStudy): Picture {
  const left = 400;
  const top = 220;
  const inner = PRODUCT_SIZE.width - left - 60;
  const chartWidth = inner - 112;
  const uptime = figure(study, 1);
  const screen = col(
    { width: inner, height: '100%', padding: '0 56px', backgroundColor: studio.surface },
    row(
      { height: 150, flexShrink: 0 },
      ...screenTitle(logo(68), study.client, 'Operations'),
      box({ flexGrow: 1 }),
      row(
        {
          height: 68,
          paddingLeft: 30,
          paddingRight: 30,
          borderRadius: 34,
          border: `2px solid ${studio.borderStrong}`,
        },
        text({ fontSize: 32, color: studio.textSecondary }, '1–21 March'),
      ),
    ),
    row(
      { marginTop: 20, alignItems: 'baseline' },
      text({ fontSize: 46, fontWeight: 600, color: studio.text }, 'Orders per minute'),
    ),
    box({ marginTop: 56 }, ordersChart(study, chartWidth, 460)),
    row(
      { marginTop: 22, width: chartWidth, justifyContent: 'space-between' },
      ...['1 Mar', '8 Mar', '15 Mar', '21 Mar'].map((label) =>
        text({ fontSize: 30, color: studio.textFaint }, label),
      ),
    ),
    uptimePanel(uptime, chartWidth),
  );
  return {
    ...PRODUCT_SIZE,
    motif: { focusX: left, focusY: top, scale: 0.62, stroke: 3 },
    content: [
      browser(
        { left, top, width: PRODUCT_SIZE.width - left + 120, height: 1400 },
        { address: 'ops.northfieldsupply.com', screen },
      ),
    ],
  };
}

/** A runbook figure, right-aligned in its column. */
function minutes(value: string, width: number, color: string = studio.text): El {
  return text({ width, fontSize: 40, fontWeight: 500, color, justifyContent: 'flex-end' }, value);
}

/** A runbook column's heading, right-aligned over its figures. */
function columnHeader(label: string, width: number): El {
  return text(
    {
      width,
      fontSize: 24,
      fontWeight: 600,
      letterSpacing: 1,
      textTransform: 'uppercase',
      color: studio.textMuted,
      justifyContent: 'flex-end',
    },
    label,
  );
}

/** One step of the runbook: done, its rehearsed and actual minutes, and its rollback ready. */
function runbookStep([step, rehearsed, actual]: (typeof STEPS)[number]): El {
  return row(
    { height: 112, borderBottom: `2px solid ${studio.border}` },
    tickDisc(44, accent, studio.ink),
    text({ flexGrow: 1, marginLeft: 22, fontSize: 37, fontWeight: 500, color: studio.text }, step),
    minutes(rehearsed, 160, studio.textMuted),
    minutes(actual, 130),
    row(
      { width: 170, justifyContent: 'flex-end' },
      row(
        {
          height: 56,
          paddingLeft: 14,
          paddingRight: 22,
          borderRadius: 28,
          backgroundColor: 'rgba(74, 222, 128, 0.12)',
        },
        tick(34, studio.success),
        text({ marginLeft: 6, fontSize: 28, fontWeight: 600, color: studio.success }, 'Ready'),
      ),
    ),
  );
}

function detail(study: CaseStudy): Picture {
  const left = 230;
  const top = 230;
  const card = col(
    // The card runs 80 px off the right edge; its content stops 40 px short of it.
    {
      width: '100%',
      height: '100%',
      padding: '72px 120px 0 72px',
      backgroundColor: studio.surface,
    },
    row(
      {},
      logo(52),
      text(
        { marginLeft: 20, fontSize: 34, fontWeight: 600, color: studio.textSecondary },
        study.client,
      ),
    ),
    text(
      {
        marginTop: 36,
        fontFamily: DISPLAY,
        fontSize: 92,
        fontWeight: 600,
        lineHeight: 1.02,
        letterSpacing: -2.5,
        color: studio.text,
      },
      'Migration runbook',
    ),
    text({ marginTop: 14, fontSize: 36, color: studio.textMuted }, 'Cut-over, Saturday 02:00'),
    row(
      { marginTop: 56, paddingBottom: 18, borderBottom: `2px solid ${studio.borderStrong}` },
      text(
        {
          flexGrow: 1,
          fontSize: 24,
          fontWeight: 600,
          letterSpacing: 1,
          textTransform: 'uppercase',
          color: studio.textMuted,
        },
        'Step, minutes',
      ),
      columnHeader('Rehearsed', 160),
      columnHeader('Actual', 130),
      columnHeader('Rollback', 170),
    ),
    ...STEPS.map(runbookStep),
    row(
      { marginTop: 36, alignItems: 'baseline' },
      text({ fontSize: 38, fontWeight: 600, color: studio.text }, 'Downtime'),
      text(
        { marginLeft: 24, fontFamily: DISPLAY, fontSize: 64, fontWeight: 600, color: accent },
        figure(study, 0),
      ),
    ),
  );
  return panelDetail(left, top, card);
}

export const northfieldSupply: StudyVisuals = {
  product,
  detail,
  altFacts: {
    product: ['browser', 'orders per minute', 'migration weekend', '99.99 %'],
    detail: ['runbook', 'rehearsed', 'actual', 'rollback'],
  },
};
