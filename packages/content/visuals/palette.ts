/**
 * The studio's palette for the case-study visuals: the dark theme of @agency/ui (packages/ui/src/theme/tokens.ts)
 * as literals, because a visual is an image, not CSS. Frames, backdrops and the motif use only these; a client's
 * screen may add one accent of its own (see `clientAccents`).
 */
export const studio = {
  ink950: '#07080C',
  ink: '#0B0D12',
  surface: '#10131A',
  raised: '#151922',
  hover: '#1E2330',
  line: '#2A3142',
  border: 'rgba(244, 245, 247, 0.09)',
  borderStrong: 'rgba(244, 245, 247, 0.2)',
  text: '#F4F5F7',
  textSecondary: '#C6CBD6',
  textMuted: '#9AA2B4',
  textFaint: '#6B7386',
  violet: '#8B5CF6',
  violetLight: '#A78BFA',
  cyan: '#22D3EE',
  success: '#4ADE80',
  warning: '#FDE047',
  danger: '#F87171',
} as const;

/** Light product screens (a portal, a bank app, a law firm) are drawn with the light theme's neutrals. */
export const paper = {
  background: '#FFFFFF',
  surface: '#F7F7FA',
  hover: '#EEEEF4',
  border: 'rgba(11, 13, 18, 0.1)',
  borderStrong: 'rgba(11, 13, 18, 0.24)',
  text: '#0B0D12',
  textSecondary: '#363D4C',
  textMuted: '#545C6D',
  success: '#15803D',
  successSurface: 'rgba(21, 128, 61, 0.09)',
  danger: '#B91C1C',
} as const;

/** One restrained accent per client, used only inside that client's screens. */
export const clientAccents = {
  'meridian-freight': { accent: '#FBBF24', soft: 'rgba(251, 191, 36, 0.14)' },
  'crossroads-health': { accent: '#0F766E', soft: 'rgba(15, 118, 110, 0.09)' },
  'harbor-ledger': { accent: '#1D4ED8', soft: 'rgba(29, 78, 216, 0.08)' },
  'northfield-supply': { accent: '#A3E635', soft: 'rgba(163, 230, 53, 0.13)' },
  'calloway-pierce': { accent: '#881337', soft: 'rgba(136, 19, 55, 0.07)' },
  'lattice-learning': { accent: '#FB7185', soft: 'rgba(251, 113, 133, 0.13)' },
} as const;

export type ClientId = keyof typeof clientAccents;
