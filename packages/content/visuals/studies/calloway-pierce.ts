/** Calloway & Pierce: the client intake portal's conflict check (light screens, burgundy accent). */
import type { CaseStudy } from '../../src/types.ts';
import { panelDetail, PRODUCT_SIZE, type Picture } from '../compose.ts';
import { browser } from '../frames.ts';
import { box, col, row, text, type El } from '../h.ts';
import { clientAccents, paper } from '../palette.ts';
import type { StudyVisuals } from '../study-visuals.ts';
import { avatar, tick, tickDisc } from '../ui.ts';

const { accent, soft } = clientAccents['calloway-pierce'];
const DISPLAY = 'Space Grotesk';
const CHECK_MINUTES = 18;
const MATTER = {
  number: 'M-2025-0418',
  client: 'Brightwater Holdings',
  subject: 'Acquisition of Harlow Mills Ltd.',
} as const;
const PARTIES = [
  'Brightwater Holdings Ltd.',
  'Harlow Mills Ltd.',
  'Anna Kessler',
  'Harlow Capital LLP',
] as const;

function logo(size: number): El {
  return box(
    {
      width: size,
      height: size,
      borderRadius: size * 0.18,
      backgroundColor: accent,
      alignItems: 'center',
      justifyContent: 'center',
    },
    text(
      {
        fontFamily: DISPLAY,
        fontSize: size * 0.36,
        fontWeight: 700,
        color: '#FFFFFF',
        letterSpacing: -0.5,
      },
      'C&P',
    ),
  );
}

type StepState = 'done' | 'current' | 'next';

function step(title: string, note: string, state: StepState, last = false): El {
  const marker =
    state === 'done'
      ? tickDisc(56, paper.success, '#FFFFFF')
      : box({
          width: 56,
          height: 56,
          borderRadius: 56,
          border: `5px solid ${state === 'current' ? accent : paper.borderStrong}`,
          backgroundColor: paper.background,
        });
  return row(
    { alignItems: 'flex-start', height: 148 },
    col(
      { alignItems: 'center', width: 56, height: 148 },
      marker,
      !last &&
        box({
          width: 4,
          flexGrow: 1,
          marginTop: 8,
          marginBottom: 8,
          backgroundColor: state === 'done' ? 'rgba(21, 128, 61, 0.35)' : paper.border,
        }),
    ),
    col(
      { marginLeft: 32, marginTop: 2 },
      text(
        { fontSize: 42, fontWeight: 600, color: state === 'next' ? paper.textMuted : paper.text },
        title,
      ),
      text(
        { marginTop: 6, fontSize: 32, color: state === 'current' ? accent : paper.textMuted },
        note,
      ),
    ),
  );
}

function logEntry(time: string, decision: string, reviewer: string, initials: string): El {
  return row(
    {
      alignItems: 'flex-start',
      paddingTop: 30,
      paddingBottom: 30,
      borderBottom: `2px solid ${paper.border}`,
    },
    text({ width: 120, marginTop: 4, fontSize: 32, color: paper.textMuted }, time),
    col(
      { flexGrow: 1 },
      text({ fontSize: 38, fontWeight: 600, color: paper.text }, decision),
      row(
        { marginTop: 12 },
        avatar(initials, 44, { color: accent, background: soft }),
        text({ marginLeft: 14, fontSize: 32, color: paper.textSecondary }, reviewer),
      ),
    ),
  );
}

/** Beside the steps: who decided what, and when. */
function decisionLog(): El {
  return col(
    { flexGrow: 1, marginLeft: 64, paddingLeft: 56, borderLeft: `2px solid ${paper.border}` },
    text(
      {
        fontSize: 32,
        fontWeight: 600,
        letterSpacing: 1.5,
        textTransform: 'uppercase',
        color: paper.textMuted,
        paddingBottom: 6,
      },
      'Decision log',
    ),
    logEntry('09:14', 'Intake accepted', 'J. Alvarez, intake', 'JA'),
    logEntry('09:21', 'Parties confirmed', 'J. Alvarez, intake', 'JA'),
    logEntry('09:30', 'No conflicts found', 'M. Osei, risk team', 'MO'),
    logEntry('09:31', 'Sent for partner review', 'M. Osei, risk team', 'MO'),
  );
}

function product(study: CaseStudy): Picture {
  const left = 400;
  const top = 220;
  const inner = PRODUCT_SIZE.width - left - 60;
  const records = study.outcomes[2];
  const screen = col(
    { width: '100%', height: '100%', padding: '0 64px', backgroundColor: paper.background },
    row(
      { height: 150, flexShrink: 0, borderBottom: `2px solid ${paper.border}` },
      logo(68),
      text({ marginLeft: 26, fontSize: 46, fontWeight: 600, color: paper.text }, study.client),
      text({ marginLeft: 24, fontSize: 46, color: paper.borderStrong }, '/'),
      text({ marginLeft: 24, fontSize: 46, color: paper.textMuted }, 'Client intake'),
    ),
    col(
      { marginTop: 56 },
      text(
        {
          fontSize: 32,
          fontWeight: 600,
          letterSpacing: 1.5,
          textTransform: 'uppercase',
          color: accent,
        },
        `New matter · ${MATTER.number}`,
      ),
      row(
        { marginTop: 12, alignItems: 'baseline' },
        text(
          {
            fontFamily: DISPLAY,
            fontSize: 76,
            fontWeight: 600,
            letterSpacing: -2,
            color: paper.text,
          },
          MATTER.client,
        ),
        text({ marginLeft: 28, fontSize: 40, color: paper.textSecondary }, MATTER.subject),
      ),
    ),
    row(
      { marginTop: 60, alignItems: 'flex-start', width: inner - 128 },
      col(
        { width: 820 },
        step('Intake received', 'Web form, 09:12', 'done'),
        step('Parties entered', '4 parties, 2 related companies', 'done'),
        step('Conflict search', `${records.value} ${records.unit} · no conflicts`, 'done'),
        step('Partner review', 'With R. Whitmore', 'current'),
        step('Engagement letter', 'Opens when cleared', 'next', true),
      ),
      decisionLog(),
    ),
  );
  return {
    ...PRODUCT_SIZE,
    motif: { focusX: left, focusY: top, scale: 0.62, stroke: 3 },
    content: [
      browser(
        { left, top, width: PRODUCT_SIZE.width - left + 120, height: 1400 },
        { address: 'intake.callowaypierce.com', screen },
      ),
    ],
  };
}

function detail(study: CaseStudy): Picture {
  const left = 230;
  const top = 230;
  const records = study.outcomes[2];
  const card = col(
    // The card runs 80 px off the right edge; its content stops 40 px short of it.
    {
      width: '100%',
      height: '100%',
      padding: '72px 120px 0 72px',
      backgroundColor: paper.background,
    },
    row(
      {},
      logo(52),
      text(
        { marginLeft: 20, fontSize: 32, fontWeight: 600, color: paper.textSecondary },
        `Conflict check · ${MATTER.number}`,
      ),
    ),
    row(
      { marginTop: 48 },
      tickDisc(96, paper.success, '#FFFFFF'),
      text(
        {
          marginLeft: 30,
          fontFamily: DISPLAY,
          fontSize: 74,
          fontWeight: 600,
          lineHeight: 1.02,
          letterSpacing: -2,
          color: paper.text,
          width: 560,
        },
        'No conflicts found',
      ),
    ),
    text(
      {
        marginTop: 56,
        paddingBottom: 16,
        fontSize: 28,
        fontWeight: 600,
        letterSpacing: 1.5,
        textTransform: 'uppercase',
        color: paper.textMuted,
        borderBottom: `2px solid ${paper.borderStrong}`,
      },
      'Parties searched',
    ),
    ...PARTIES.map((party) =>
      row(
        { height: 100, justifyContent: 'space-between', borderBottom: `2px solid ${paper.border}` },
        text({ fontSize: 38, fontWeight: 500, color: paper.text }, party),
        row(
          {},
          tick(36, paper.success),
          text({ marginLeft: 6, fontSize: 32, color: paper.textMuted }, '0 matches'),
        ),
      ),
    ),
    row(
      { marginTop: 48, alignItems: 'flex-end', justifyContent: 'space-between' },
      col(
        {},
        text({ fontSize: 32, color: paper.textMuted }, 'Time to clear'),
        text(
          { fontFamily: DISPLAY, fontSize: 96, fontWeight: 600, letterSpacing: -3, color: accent },
          `${CHECK_MINUTES} minutes`,
        ),
      ),
      text(
        { marginBottom: 18, fontSize: 30, color: paper.textMuted },
        `against ${records.value} ${records.unit}`,
      ),
    ),
  );
  return panelDetail(left, top, card);
}

export const callowayPierce: StudyVisuals = {
  product,
  detail,
  altFacts: {
    product: ['browser', 'new matter', 'conflict check', 'reviewer'],
    detail: ['parties searched', 'no conflicts found', `${CHECK_MINUTES} minutes`],
  },
};
