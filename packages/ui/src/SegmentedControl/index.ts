export { SegmentedControl } from './SegmentedControl';
export type { SegmentedControlProps, SegmentedControlItem } from './SegmentedControl';
