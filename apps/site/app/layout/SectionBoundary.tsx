import { ErrorBoundary } from '@agency/ui';
import type { ErrorInfo, ReactNode } from 'react';
import { useRootData } from './root-data';

export interface SectionBoundaryProps {
  /**
   * The section's name as a visitor would call it ('Hero', 'Our Services', 'Client Words'):
   * the fallback reads 'Component Error' / '{name} component encountered an error.' with Retry.
   */
  name: string;
  children: ReactNode;
}

function report(name: string) {
  return (error: Error, info: ErrorInfo) => {
    console.error(`[${name}] section failed`, error, info.componentStack);
  };
}

/**
 * Wraps one section of a page in a named error boundary, so a failing section shows the compact
 * 'Component Error' fallback with Retry while the rest of the page keeps working.
 *
 * Page modules wrap EVERY top-level section:
 * ```tsx
 * <SectionBoundary name="Our Services"><ServicesSection services={loaderData.services} /></SectionBoundary>
 * ```
 * Each page as a whole is already wrapped by the layout (boundary named after the page), and a
 * route-level error shows the 'Something Went Wrong' page from root.tsx.
 */
export function SectionBoundary({ name, children }: SectionBoundaryProps) {
  const copy = useRootData()?.componentError;
  return (
    <ErrorBoundary
      name={name}
      title={copy?.title}
      message={copy?.messageTemplate.replace('{name}', name)}
      retryLabel={copy?.retryLabel}
      onError={report(name)}
    >
      {children}
    </ErrorBoundary>
  );
}
