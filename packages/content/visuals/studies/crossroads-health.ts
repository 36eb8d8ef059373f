/** Crossroads Family Health: the patient portal's appointment finder (light screens, teal accent). */
import type { CaseStudy } from '../../src/types.ts';
import { DETAIL_SIZE, PRODUCT_SIZE, type Picture } from '../compose.ts';
import { cornerPoint, laptop, phone, phoneRadius, statusBarHeight } from '../frames.ts';
import { box, col, row, text, type El } from '../h.ts';
import { clientAccents, paper } from '../palette.ts';
import type { StudyVisuals } from '../study-visuals.ts';
import { tickDisc } from '../ui.ts';

const { accent, soft } = clientAccents['crossroads-health'];
const DISPLAY = 'Space Grotesk';
const ADD_TO_CALENDAR = 'Add to calendar';
const QUESTIONS = [
  ['When?', 'This week'],
  ['With whom?', 'Any family doctor'],
  ['Where?', 'Eastside Clinic'],
] as const;
const FREE_TIMES = [
  ['Tue 15 Oct', '10:30', 'Dr. Ana Ruiz'],
  ['Tue 15 Oct', '14:15', 'Dr. Sam Okoro'],
  ['Wed 16 Oct', '09:00', 'Dr. Ana Ruiz'],
  ['Thu 17 Oct', '16:45', 'Dr. Lena Vogt'],
] as const;

function logo(size: number): El {
  // A cross made of two bars, in a disc.
  return box(
    {
      width: size,
      height: size,
      borderRadius: size,
      backgroundColor: accent,
      alignItems: 'center',
      justifyContent: 'center',
      position: 'relative',
    },
    box({
      position: 'absolute',
      left: size * 0.42,
      top: size * 0.22,
      width: size * 0.16,
      height: size * 0.56,
      borderRadius: 3,
      backgroundColor: '#FFFFFF',
    }),
    box({
      position: 'absolute',
      left: size * 0.22,
      top: size * 0.42,
      width: size * 0.56,
      height: size * 0.16,
      borderRadius: 3,
      backgroundColor: '#FFFFFF',
    }),
  );
}

function chevron(size: number, color: string): El {
  return box({
    width: size * 0.5,
    height: size * 0.5,
    marginTop: -size * 0.2,
    borderRight: `4px solid ${color}`,
    borderBottom: `4px solid ${color}`,
    transform: 'rotate(45deg)',
  });
}

function question(label: string, value: string): El {
  return col(
    {
      flex: 1,
      height: 192,
      justifyContent: 'center',
      paddingLeft: 44,
      paddingRight: 40,
      borderRadius: 24,
      backgroundColor: paper.background,
      border: `2px solid ${paper.border}`,
    },
    text({ fontSize: 34, fontWeight: 500, color: paper.textMuted }, label),
    row(
      { marginTop: 10, justifyContent: 'space-between' },
      text({ fontSize: 48, fontWeight: 600, color: paper.text, letterSpacing: -0.5 }, value),
      chevron(34, paper.textMuted),
    ),
  );
}

function timeButton([day, time, doctor]: readonly [string, string, string], first: boolean): El {
  const on = first ? '#FFFFFF' : paper.text;
  return col(
    {
      flex: 1,
      height: 268,
      justifyContent: 'center',
      paddingLeft: 44,
      borderRadius: 24,
      backgroundColor: first ? accent : paper.background,
      border: `3px solid ${first ? accent : 'rgba(15, 118, 110, 0.35)'}`,
    },
    text(
      { fontSize: 34, fontWeight: 500, color: first ? 'rgba(255,255,255,0.82)' : paper.textMuted },
      day,
    ),
    text(
      {
        marginTop: 4,
        fontFamily: DISPLAY,
        fontSize: 96,
        fontWeight: 600,
        letterSpacing: -2,
        color: first ? on : accent,
      },
      time,
    ),
    text(
      { marginTop: 2, fontSize: 32, color: first ? 'rgba(255,255,255,0.82)' : paper.textSecondary },
      doctor,
    ),
  );
}

function product(study: CaseStudy): Picture {
  const left = 360;
  const top = 150;
  const screen = col(
    { width: 1990, height: '100%', backgroundColor: paper.surface },
    row(
      {
        height: 150,
        flexShrink: 0,
        paddingLeft: 72,
        paddingRight: 72,
        backgroundColor: paper.background,
        borderBottom: `2px solid ${paper.border}`,
      },
      logo(64),
      text({ marginLeft: 24, fontSize: 44, fontWeight: 600, color: paper.text }, study.client),
      box({ flexGrow: 1 }),
      text(
        {
          fontSize: 38,
          fontWeight: 600,
          color: accent,
          paddingBottom: 8,
          borderBottom: `4px solid ${accent}`,
        },
        'Appointments',
      ),
      text({ marginLeft: 56, fontSize: 38, color: paper.textMuted }, 'Messages'),
      text({ marginLeft: 56, fontSize: 38, color: paper.textMuted }, 'Results'),
    ),
    col(
      { padding: '84px 72px 0' },
      text(
        {
          fontFamily: DISPLAY,
          fontSize: 100,
          fontWeight: 600,
          letterSpacing: -2.5,
          color: paper.text,
        },
        'Book an appointment',
      ),
      row({ marginTop: 52, gap: 28 }, ...QUESTIONS.map(([label, value]) => question(label, value))),
      row(
        { marginTop: 84, alignItems: 'baseline' },
        text({ fontSize: 46, fontWeight: 600, color: paper.text }, 'Next free times'),
        text(
          { marginLeft: 24, fontSize: 36, color: paper.textMuted },
          'Eastside Clinic · this week',
        ),
      ),
      row(
        { marginTop: 34, gap: 28 },
        ...FREE_TIMES.map((slot, index) => timeButton(slot, index === 0)),
      ),
    ),
  );
  return {
    ...PRODUCT_SIZE,
    motif: { ...cornerPoint(left, top, 44), scale: 0.5, stroke: 3 },
    content: [laptop({ left, top, width: 2100, height: 1270 }, { screen })],
  };
}

/** One line of the booking: its label, then what it is, then more about it. */
function bookingField(label: string, first: string, second: string): El {
  return col(
    { paddingTop: 30, paddingBottom: 30, borderTop: `2px solid ${paper.border}` },
    text(
      {
        fontSize: 28,
        fontWeight: 600,
        letterSpacing: 1.5,
        textTransform: 'uppercase',
        color: paper.textMuted,
      },
      label,
    ),
    text(
      { marginTop: 10, fontSize: 44, fontWeight: 600, color: paper.text, letterSpacing: -0.3 },
      first,
    ),
    text({ marginTop: 4, fontSize: 36, color: paper.textSecondary }, second),
  );
}

function detail(study: CaseStudy): Picture {
  const left = 200;
  const top = 170;
  const width = 820;
  const [, time, doctor] = FREE_TIMES[0];
  const screen = col(
    {
      width: '100%',
      height: '100%',
      paddingTop: statusBarHeight(width) + 20,
      paddingLeft: 56,
      paddingRight: 56,
      backgroundColor: paper.background,
    },
    row(
      {},
      box({
        width: 22,
        height: 22,
        marginLeft: 8,
        borderLeft: `4px solid ${accent}`,
        borderBottom: `4px solid ${accent}`,
        transform: 'rotate(45deg)',
      }),
      text(
        { marginLeft: 18, fontSize: 34, fontWeight: 600, color: accent },
        study.client.split(' ')[0]!,
      ),
    ),
    row(
      { marginTop: 48 },
      tickDisc(92, accent, '#FFFFFF'),
      text(
        {
          marginLeft: 28,
          fontFamily: DISPLAY,
          fontSize: 66,
          fontWeight: 600,
          letterSpacing: -1.5,
          color: paper.text,
        },
        'You’re booked',
      ),
    ),
    col(
      { marginTop: 44 },
      bookingField('Doctor', doctor, 'Family medicine'),
      bookingField('Time', 'Tuesday 15 October', `${time} – 10:45`),
      bookingField('Clinic', 'Eastside Clinic', '418 Alder Street'),
    ),
    row(
      {
        marginTop: 22,
        height: 116,
        borderRadius: 22,
        backgroundColor: accent,
        justifyContent: 'center',
      },
      text({ fontSize: 42, fontWeight: 600, color: '#FFFFFF' }, ADD_TO_CALENDAR),
    ),
    row(
      {
        marginTop: 18,
        height: 100,
        borderRadius: 22,
        backgroundColor: soft,
        justifyContent: 'center',
      },
      text({ fontSize: 38, fontWeight: 600, color: accent }, 'Get directions'),
    ),
  );
  return {
    ...DETAIL_SIZE,
    motif: { ...cornerPoint(left, top, phoneRadius(width)), scale: 0.36, stroke: 2.5 },
    content: [phone({ left, top, width, height: 1700 }, { screen, tone: 'light' })],
  };
}

export const crossroadsHealth: StudyVisuals = {
  product,
  detail,
  altFacts: {
    product: ['laptop', 'when, with whom and where', 'next free times'],
    detail: ['phone', ADD_TO_CALENDAR, 'address'],
  },
};
