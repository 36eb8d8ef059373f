/**
 * Building blocks of the inner pages (header band, closing call to action, FAQ, numbered points).
 * Imported through this one entry so the bundler keeps them in a single chunk that the inner pages
 * share, out of the home page's first-load JS.
 */
export { CtaSection } from './CtaSection';
export { FaqSection } from './FaqSection';
export { PageHeader } from './PageHeader';
export { PointsSection } from './PointsSection';
export { TimelineTiles } from './TimelineTiles';
export type { TimelineTile } from './TimelineTiles';
export { listLabel } from './list-label.css';
export { stickyAside } from './sticky.css';
