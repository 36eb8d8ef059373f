import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const componentFallback = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[4],
  padding: vars.space[5],
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.hairline} solid ${vars.color.danger}`,
  backgroundColor: vars.color.dangerSurface,
  color: vars.color.text,
});

export const componentIcon = style({ flexShrink: 0, color: vars.color.danger });

export const componentText = style({ flex: '1 1 12rem', minWidth: 0 });

export const componentTitle = style({
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.snug,
});

export const componentMessage = style({
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const componentButton = style({ flexShrink: 0 });

export const page = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '100vh',
  minBlockSize: '100dvh',
  padding: `${vars.space[16]} ${vars.layout.gutter}`,
  backgroundColor: vars.color.background,
  backgroundImage: `radial-gradient(60% 40% at 50% 0%, ${vars.color.accentSoft}, transparent 70%)`,
  color: vars.color.text,
});

export const pageInner = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  maxWidth: '36rem',
  width: '100%',
});

export const pageBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '64px',
  height: '64px',
  marginBottom: vars.space[6],
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.danger,
});

export const pageTitle = style({
  fontSize: vars.fontSize['4xl'],
  marginBottom: vars.space[4],
});

export const pageMessage = style({
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.lg,
  maxWidth: vars.layout.measure,
  marginBottom: vars.space[8],
});

export const pageActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space[3],
});

export const pageContact = style({ marginTop: vars.space[4] });
