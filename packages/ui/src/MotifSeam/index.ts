export { MotifSeam } from './MotifSeam';
export type { MotifSeamProps } from './MotifSeam';
