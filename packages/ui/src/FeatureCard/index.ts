export { FeatureCard } from './FeatureCard';
export type { FeatureCardProps } from './FeatureCard';
