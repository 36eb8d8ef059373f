import { ErrorBoundary } from '@agency/ui';
import type { ErrorInfo, ReactNode } from 'react';

/** The section's error boundary texts: 'Component Error', '{name} component encountered an error.', Retry. */
export interface IslandBoundaryCopy {
  name: string;
  title: string;
  message: string;
  retryLabel: string;
}

export interface IslandRootProps {
  boundary: IslandBoundaryCopy;
  /** Called after Retry cleared the error (the islands script then loads the island's code again). */
  onReset?: () => void;
  children: ReactNode;
}

function report(name: string) {
  return (error: Error, info: ErrorInfo) => {
    console.error(`[${name}] section failed`, error, info.componentStack);
  };
}

/**
 * What an island's React root renders, on the server and when it hydrates: the island inside the section's error
 * boundary, so a failing island shows 'Component Error' with Retry while the page around it stays as it is.
 */
export function IslandRoot({ boundary, onReset, children }: IslandRootProps) {
  return (
    <ErrorBoundary
      name={boundary.name}
      title={boundary.title}
      message={boundary.message}
      retryLabel={boundary.retryLabel}
      onError={report(boundary.name)}
      onReset={onReset}
    >
      {children}
    </ErrorBoundary>
  );
}
