/** Harbor Ledger: the small-business invoicing app (light screens, harbour blue). */
import type { CaseStudy } from '../../src/types.ts';
import { DETAIL_SIZE, PRODUCT_SIZE, type Picture } from '../compose.ts';
import { cornerPoint, phone, phoneRadius, statusBarHeight } from '../frames.ts';
import { box, col, row, text, type El } from '../h.ts';
import { clientAccents, paper } from '../palette.ts';
import type { StudyVisuals } from '../study-visuals.ts';
import { badge, tick, tickDisc } from '../ui.ts';

const { accent, soft } = clientAccents['harbor-ledger'];
const DISPLAY = 'Space Grotesk';
const SEND_INVOICE = 'Send invoice';
const INVOICE = { number: 'INV-0142', customer: 'Bayside Bakery', amount: '$2,480.00' } as const;
const UNPAID = [
  [INVOICE.customer, INVOICE.amount, 'Due in 14 days', false],
  ['Northpoint Gym', '$1,150.00', 'Due in 5 days', false],
  ['Marlow & Sons', '$760.00', 'Overdue 2 days', true],
] as const;

function logo(size: number): El {
  // Two ruled lines: a ledger.
  return col(
    {
      width: size,
      height: size,
      borderRadius: size * 0.28,
      backgroundColor: accent,
      justifyContent: 'center',
      paddingLeft: size * 0.24,
    },
    box({ width: size * 0.52, height: size * 0.1, borderRadius: 4, backgroundColor: '#FFFFFF' }),
    box({
      marginTop: size * 0.12,
      width: size * 0.34,
      height: size * 0.1,
      borderRadius: 4,
      backgroundColor: '#FFFFFF',
    }),
  );
}

function appBar(client: string, width: number, title: string): El {
  return col(
    { paddingTop: statusBarHeight(width) + 12 },
    row(
      {},
      logo(52),
      text({ marginLeft: 18, fontSize: 34, fontWeight: 600, color: paper.text }, client),
    ),
    text(
      {
        marginTop: 40,
        fontFamily: DISPLAY,
        fontSize: 64,
        fontWeight: 600,
        letterSpacing: -1.5,
        color: paper.text,
      },
      title,
    ),
  );
}

const screenStyle = {
  width: '100%',
  height: '100%',
  paddingLeft: 52,
  paddingRight: 52,
  backgroundColor: paper.background,
} as const;

function sendingScreen(study: CaseStudy, width: number): El {
  return col(
    screenStyle,
    appBar(study.client, width, 'New invoice'),
    col(
      { marginTop: 44, paddingTop: 30, borderTop: `2px solid ${paper.border}` },
      text(
        { fontSize: 30, fontWeight: 500, color: paper.textMuted },
        `${INVOICE.number} · Bill to`,
      ),
      text({ marginTop: 8, fontSize: 48, fontWeight: 600, color: paper.text }, INVOICE.customer),
    ),
    col(
      { marginTop: 34, paddingTop: 30, borderTop: `2px solid ${paper.border}` },
      text({ fontSize: 30, fontWeight: 500, color: paper.textMuted }, 'Total'),
      text(
        {
          marginTop: 4,
          fontFamily: DISPLAY,
          fontSize: 100,
          fontWeight: 600,
          letterSpacing: -3,
          color: paper.text,
        },
        INVOICE.amount,
      ),
      text({ marginTop: 4, fontSize: 32, color: paper.textSecondary }, 'Due in 14 days'),
    ),
    // The focus ring, as a ground around the button that takes no room: satori draws a box-shadow as a filter.
    box(
      {
        margin: '46px -10px -10px',
        padding: 10,
        borderRadius: 38,
        backgroundColor: soft,
      },
      row(
        {
          flexGrow: 1,
          height: 120,
          borderRadius: 28,
          backgroundColor: accent,
          justifyContent: 'center',
        },
        text({ fontSize: 44, fontWeight: 600, color: '#FFFFFF' }, SEND_INVOICE),
      ),
    ),
    col(
      { marginTop: 40 },
      text({ fontSize: 30, color: paper.textMuted }, 'Sending to accounts@baysidebakery.com'),
      box(
        { marginTop: 18, height: 10, borderRadius: 5, backgroundColor: paper.hover },
        box({ width: '64%', height: 10, borderRadius: 5, backgroundColor: accent }),
      ),
    ),
  );
}

function reconciledScreen(study: CaseStudy, width: number): El {
  return col(
    screenStyle,
    appBar(study.client, width, 'Payments'),
    col(
      {
        marginTop: 44,
        padding: 40,
        borderRadius: 32,
        backgroundColor: paper.surface,
        border: `2px solid ${paper.border}`,
      },
      row(
        { justifyContent: 'space-between' },
        text({ fontSize: 32, fontWeight: 500, color: paper.textMuted }, 'Payment received'),
        text({ fontSize: 30, color: paper.textMuted }, 'Today'),
      ),
      text(
        {
          marginTop: 8,
          fontFamily: DISPLAY,
          fontSize: 92,
          fontWeight: 600,
          letterSpacing: -3,
          color: paper.success,
        },
        `+${INVOICE.amount}`,
      ),
      text({ fontSize: 32, color: paper.textSecondary }, `${INVOICE.customer} · bank transfer`),
      row(
        { marginTop: 34, paddingTop: 30, borderTop: `2px solid ${paper.border}` },
        tickDisc(56, accent, '#FFFFFF'),
        col(
          { marginLeft: 22 },
          text(
            { fontSize: 36, fontWeight: 600, color: paper.text },
            `Matched to ${INVOICE.number}`,
          ),
          text(
            { marginTop: 2, fontSize: 30, color: paper.textMuted },
            'Amount and reference agree',
          ),
        ),
      ),
    ),
    row(
      { marginTop: 36 },
      badge('Reconciled', { color: paper.success, background: paper.successSurface, size: 36 }),
    ),
    col(
      { marginTop: 48, paddingTop: 28, borderTop: `2px solid ${paper.border}` },
      row(
        { justifyContent: 'space-between' },
        text({ fontSize: 36, fontWeight: 500, color: paper.text }, 'Saltmarsh Deli'),
        text({ fontSize: 36, fontWeight: 500, color: paper.text }, '$640.00'),
      ),
      row(
        { marginTop: 10 },
        tick(36, paper.success),
        text({ marginLeft: 8, fontSize: 30, color: paper.textMuted }, 'Reconciled yesterday'),
      ),
    ),
  );
}

function product(study: CaseStudy): Picture {
  const width = 760;
  const first = { left: 560, top: 300 };
  const second = { left: 1440, top: 170 };
  return {
    ...PRODUCT_SIZE,
    motif: { ...cornerPoint(first.left, first.top, phoneRadius(width)), scale: 0.5, stroke: 3 },
    content: [
      phone(
        { ...first, width, height: 1560 },
        { screen: sendingScreen(study, width), tone: 'light' },
      ),
      phone(
        { ...second, width, height: 1560 },
        { screen: reconciledScreen(study, width), tone: 'light' },
      ),
    ],
  };
}

function detail(study: CaseStudy): Picture {
  const left = 200;
  const top = 170;
  const width = 820;
  const screen = col(
    screenStyle,
    row(
      { paddingTop: statusBarHeight(width) + 12 },
      logo(56),
      text({ marginLeft: 18, fontSize: 36, fontWeight: 600, color: paper.text }, study.client),
    ),
    text(
      { marginTop: 48, fontSize: 34, fontWeight: 500, color: paper.textMuted },
      'Tidewater Studio · balance',
    ),
    text(
      {
        marginTop: 6,
        fontFamily: DISPLAY,
        fontSize: 112,
        fontWeight: 600,
        letterSpacing: -4,
        color: paper.text,
      },
      '$18,420.56',
    ),
    row(
      {
        marginTop: 48,
        justifyContent: 'space-between',
        paddingBottom: 20,
        borderBottom: `2px solid ${paper.border}`,
      },
      text({ fontSize: 38, fontWeight: 600, color: paper.text }, 'Unpaid invoices'),
      text({ fontSize: 34, fontWeight: 600, color: accent }, String(UNPAID.length)),
    ),
    ...UNPAID.map(([customer, amount, due, overdue]) =>
      row(
        { height: 132, justifyContent: 'space-between', borderBottom: `2px solid ${paper.border}` },
        col(
          {},
          text({ fontSize: 40, fontWeight: 600, color: paper.text }, customer),
          text(
            { marginTop: 4, fontSize: 32, color: overdue ? paper.danger : paper.textMuted },
            due,
          ),
        ),
        text({ fontSize: 40, fontWeight: 500, color: paper.text }, amount),
      ),
    ),
    row(
      {
        marginTop: 44,
        height: 120,
        borderRadius: 28,
        backgroundColor: accent,
        justifyContent: 'center',
      },
      text({ fontSize: 44, fontWeight: 600, color: '#FFFFFF' }, SEND_INVOICE),
    ),
  );
  return {
    ...DETAIL_SIZE,
    motif: { ...cornerPoint(left, top, phoneRadius(width)), scale: 0.36, stroke: 2.5 },
    content: [phone({ left, top, width, height: 1700 }, { screen, tone: 'light' })],
  };
}

export const harborLedger: StudyVisuals = {
  product,
  detail,
  altFacts: {
    product: ['two phones', 'sent', 'reconciled'],
    detail: ['balance', 'three unpaid invoices', SEND_INVOICE],
  },
};
