export { ErrorBoundary, ComponentErrorFallback } from './ErrorBoundary';
export type {
  ErrorBoundaryProps,
  ErrorFallbackRenderProps,
  ComponentErrorFallbackProps,
} from './ErrorBoundary';
export { PageErrorFallback } from './PageErrorFallback';
export type { PageErrorFallbackProps } from './PageErrorFallback';
