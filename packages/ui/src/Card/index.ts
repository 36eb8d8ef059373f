export { Card } from './Card';
export type { CardProps } from './Card';
export { cardSurface } from './card-surface';
