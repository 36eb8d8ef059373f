export { SiteFooter } from './SiteFooter';
export type { SiteFooterProps, SiteFooterColumn } from './SiteFooter';
