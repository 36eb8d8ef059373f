export { ScrollProgress } from './ScrollProgress';
export type { ScrollProgressProps } from './ScrollProgress';
