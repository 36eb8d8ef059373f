/** The axe-core rule tags every accessibility check of the suites runs with: WCAG 2.1 A/AA and best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
