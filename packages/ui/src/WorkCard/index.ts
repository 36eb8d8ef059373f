export { WorkCard } from './WorkCard';
export type { WorkCardProps } from './WorkCard';
