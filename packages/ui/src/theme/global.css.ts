import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

// A small modern reset: no default browser style should ever show.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box', margin: 0, padding: 0 });

globalStyle('html', {
  colorScheme: 'dark light',
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  scrollPaddingTop: `calc(${vars.layout.headerHeight} + ${vars.space[4]})`,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' },
  },
});

globalStyle('body', {
  minHeight: '100vh',
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  textRendering: 'optimizeLegibility',
});

globalStyle('h1, h2, h3, h4, h5, h6', {
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.02em',
  textWrap: 'balance',
  overflowWrap: 'break-word',
});

globalStyle('p, li, dd, blockquote', { textWrap: 'pretty', overflowWrap: 'break-word' });
globalStyle('ul[role="list"], ol[role="list"]', { listStyle: 'none' });
globalStyle('img, picture, svg, video, canvas', { display: 'block', maxWidth: '100%' });
globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });
globalStyle('button', { cursor: 'pointer', background: 'none', border: 'none' });
globalStyle('a', {
  color: 'inherit',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
});
globalStyle('::selection', { backgroundColor: vars.color.accentSoft, color: vars.color.text });

globalStyle(':focus-visible', {
  outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
  outlineOffset: '3px',
  borderRadius: vars.radius.sm,
});
globalStyle(':focus:not(:focus-visible)', { outline: 'none' });

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      // `!important` wins over component styles; the types do not model it.
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important' as 'auto',
    },
  },
});
