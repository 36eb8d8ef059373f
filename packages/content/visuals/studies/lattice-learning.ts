/** Lattice Learning: the study assistant that cites its sources and hands over when unsure (dark, coral). */
import type { CaseStudy } from '../../src/types.ts';
import { DETAIL_SIZE, PRODUCT_SIZE, type Picture } from '../compose.ts';
import { browser, cornerPoint, phone, phoneRadius, statusBarHeight } from '../frames.ts';
import { box, col, row, text, type El, type Style } from '../h.ts';
import { clientAccents, studio } from '../palette.ts';
import type { StudyVisuals } from '../study-visuals.ts';
import { avatar, badge, screenTitle } from '../ui.ts';

const { accent, soft } = clientAccents['lattice-learning'];
const ASK_A_TUTOR = 'Ask a tutor';
const CITATIONS = [
  ['Week 4 notes', 'Endosymbiosis, p. 12'],
  ['Week 5 notes', 'Cell division, p. 7'],
] as const;

function logo(size: number): El {
  // A 2 × 2 lattice.
  const cell = size * 0.22;
  const dot = (style: Style) => box({ width: cell, height: cell, borderRadius: 3, ...style });
  return col(
    {
      width: size,
      height: size,
      borderRadius: size * 0.26,
      backgroundColor: accent,
      alignItems: 'center',
      justifyContent: 'center',
      gap: size * 0.08,
    },
    row(
      { gap: size * 0.08 },
      dot({ backgroundColor: studio.ink }),
      dot({ backgroundColor: 'rgba(11,13,18,0.45)' }),
    ),
    row(
      { gap: size * 0.08 },
      dot({ backgroundColor: 'rgba(11,13,18,0.45)' }),
      dot({ backgroundColor: studio.ink }),
    ),
  );
}

/** A numbered citation marker, set in the line of text. */
function marker(number: number, size: number): El {
  return box(
    {
      width: size,
      height: size,
      borderRadius: 10,
      backgroundColor: soft,
      alignItems: 'center',
      justifyContent: 'center',
      marginLeft: 10,
    },
    text({ fontSize: size * 0.6, fontWeight: 700, color: accent }, String(number)),
  );
}

/** A sentence of the answer and the marker of the source it comes from. */
function citedSentence(words: string, number: number): El {
  return row(
    { flexWrap: 'wrap', alignItems: 'center' },
    text({ fontSize: 54, lineHeight: 1.5, color: studio.text }, words),
    marker(number, 54),
  );
}

/** The sources the answer cites, a card each with its numbered marker. */
function citations(): El {
  return row(
    { marginTop: 64, gap: 28 },
    ...CITATIONS.map(([source, place], index) =>
      row(
        {
          width: 660,
          padding: '32px 36px',
          borderRadius: 24,
          backgroundColor: studio.raised,
          border: `2px solid ${studio.border}`,
        },
        marker(index + 1, 60),
        col(
          { marginLeft: 22 },
          text({ fontSize: 42, fontWeight: 600, color: studio.text }, source),
          text({ marginTop: 4, fontSize: 36, color: studio.textMuted }, place),
        ),
      ),
    ),
  );
}

function product(study: CaseStudy): Picture {
  const left = 400;
  const top = 220;
  const inner = PRODUCT_SIZE.width - left - 60 - 112;
  const answerTime = study.outcomes[2];
  const screen = col(
    { width: '100%', height: '100%', padding: '0 56px', backgroundColor: studio.surface },
    row(
      { width: inner, height: 150, flexShrink: 0 },
      ...screenTitle(logo(68), study.client, 'Study assistant'),
      box({ flexGrow: 1 }),
      row(
        {
          height: 68,
          paddingLeft: 30,
          paddingRight: 30,
          borderRadius: 34,
          border: `2px solid ${studio.borderStrong}`,
        },
        text({ fontSize: 32, color: studio.textSecondary }, 'Biology 201'),
      ),
    ),
    row(
      { width: inner, marginTop: 96, justifyContent: 'flex-end' },
      box(
        {
          maxWidth: 1200,
          padding: '34px 44px',
          borderRadius: 36,
          borderBottomRightRadius: 10,
          backgroundColor: studio.hover,
        },
        text(
          { fontSize: 52, lineHeight: 1.4, color: studio.text },
          'Why do mitochondria have their own DNA?',
        ),
      ),
    ),
    row(
      { width: inner, marginTop: 96, alignItems: 'flex-start' },
      logo(76),
      col(
        { marginLeft: 36, width: 1500 },
        citedSentence('They descend from bacteria that early cells took in.', 1),
        citedSentence('They kept a small ring of DNA of their own.', 2),
        citations(),
        row(
          { marginTop: 72 },
          row(
            {
              height: 104,
              paddingLeft: 48,
              paddingRight: 48,
              borderRadius: 52,
              border: `3px solid ${accent}`,
            },
            text({ fontSize: 42, fontWeight: 600, color: accent }, ASK_A_TUTOR),
          ),
          text(
            { marginLeft: 40, fontSize: 36, color: studio.textMuted },
            `Answered in ${answerTime.value} ${answerTime.unit}, from the course notes`,
          ),
        ),
      ),
    ),
  );
  return {
    ...PRODUCT_SIZE,
    motif: { focusX: left, focusY: top, scale: 0.62, stroke: 3 },
    content: [
      browser(
        { left, top, width: PRODUCT_SIZE.width - left + 120, height: 1400 },
        { address: 'study.latticelearning.com', screen },
      ),
    ],
  };
}

/** The hand-over: the tutor it went to, with the conversation attached. */
function handedToTutor(): El {
  return col(
    {
      marginTop: 48,
      padding: '34px',
      borderRadius: 30,
      backgroundColor: soft,
      border: `2px solid rgba(251, 113, 133, 0.4)`,
    },
    row(
      {},
      avatar('PS', 84, { color: studio.ink, background: accent }),
      col(
        { marginLeft: 26 },
        text({ fontSize: 38, fontWeight: 600, color: studio.text }, 'Sent to Priya, your tutor'),
        text({ marginTop: 4, fontSize: 32, color: studio.textSecondary }, 'She’ll reply here'),
      ),
    ),
    row(
      { marginTop: 28, paddingTop: 24, borderTop: `2px solid rgba(251, 113, 133, 0.25)` },
      // A paper clip: two nested rounded outlines.
      box(
        {
          width: 26,
          height: 44,
          borderRadius: 13,
          border: `4px solid ${accent}`,
          alignItems: 'center',
          justifyContent: 'center',
        },
        box({ width: 6, height: 22, borderRadius: 3, backgroundColor: accent }),
      ),
      col(
        { marginLeft: 22 },
        text({ fontSize: 34, fontWeight: 600, color: studio.text }, 'Conversation attached'),
        text(
          { marginTop: 2, fontSize: 30, color: studio.textSecondary },
          '6 messages, with this question',
        ),
      ),
    ),
  );
}

function detail(study: CaseStudy): Picture {
  const left = 200;
  const top = 170;
  const width = 820;
  const screen = col(
    {
      width: '100%',
      height: '100%',
      paddingTop: statusBarHeight(width) + 12,
      paddingLeft: 52,
      paddingRight: 52,
      backgroundColor: studio.surface,
    },
    row(
      {},
      logo(52),
      text({ marginLeft: 18, fontSize: 34, fontWeight: 600, color: studio.text }, study.client),
    ),
    row(
      { marginTop: 64, justifyContent: 'flex-end' },
      box(
        {
          width: 560,
          padding: '28px 34px',
          borderRadius: 30,
          borderBottomRightRadius: 8,
          backgroundColor: studio.hover,
        },
        text(
          { fontSize: 38, lineHeight: 1.4, color: studio.text },
          'Is the enzyme kinetics appendix on the exam?',
        ),
      ),
    ),
    col(
      {
        marginTop: 48,
        width: 640,
        padding: '30px 34px',
        borderRadius: 30,
        borderTopLeftRadius: 8,
        backgroundColor: studio.raised,
        border: `2px solid ${studio.border}`,
      },
      badge('Not sure', {
        color: studio.warning,
        background: 'rgba(253, 224, 71, 0.1)',
        size: 30,
        style: { alignSelf: 'flex-start' },
      }),
      text(
        { marginTop: 22, fontSize: 38, lineHeight: 1.4, color: studio.text },
        'The course notes don’t say, so I won’t guess. I’ve passed your question to a tutor.',
      ),
    ),
    handedToTutor(),
  );
  return {
    ...DETAIL_SIZE,
    motif: { ...cornerPoint(left, top, phoneRadius(width)), scale: 0.36, stroke: 2.5 },
    content: [phone({ left, top, width, height: 1700 }, { screen, tone: 'dark' })],
  };
}

export const latticeLearning: StudyVisuals = {
  product,
  detail,
  altFacts: {
    product: ['browser', 'two citations', ASK_A_TUTOR],
    detail: ['phone', 'not sure', 'tutor', 'conversation attached'],
  },
};
