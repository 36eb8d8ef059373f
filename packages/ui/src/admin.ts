/**
 * `@agency/ui/admin`: building blocks for staff tools (the /admin inbox). A separate entry with its own `admin.css`,
 * so public pages that import `@agency/ui` carry none of their code or styles.
 */
export { Badge } from './Badge';
export type { BadgeProps, BadgeTone } from './Badge';
export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog';
export { SegmentedControl } from './SegmentedControl';
export type { SegmentedControlProps, SegmentedControlItem } from './SegmentedControl';
