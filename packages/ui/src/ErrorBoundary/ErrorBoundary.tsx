import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { AlertTriangleIcon } from '../internal/Icons';
import * as styles from './ErrorBoundary.css';

/** What a `fallback` render function receives. */
export interface ErrorFallbackRenderProps {
  /** The error that was thrown. */
  error: Error;
  /** Clears the error and renders the children again. */
  reset: () => void;
}

export interface ErrorBoundaryProps {
  /** Names the wrapped part (e.g. "Testimonials"); shown in the default fallback and handy in logs. */
  name: string;
  /** The content to protect. */
  children?: ReactNode;
  /** Called once per caught error, e.g. to report it. */
  onError?: (error: Error, info: ErrorInfo) => void;
  /** Called after the boundary resets (Retry pressed or `reset()` called). */
  onReset?: () => void;
  /** When any of these values changes while the fallback shows, the boundary resets (e.g. pass the route path). */
  resetKeys?: readonly unknown[];
  /** Replaces the default fallback: a node, or a function of `{ error, reset }`. */
  fallback?: ReactNode | ((props: ErrorFallbackRenderProps) => ReactNode);
  /**
   * Title of the default fallback.
   * @default 'Component Error'
   */
  title?: string;
  /** Message of the default fallback. Default "{name} component encountered an error." */
  message?: string;
  /**
   * Label of the default fallback's button.
   * @default 'Retry'
   */
  retryLabel?: string;
}

interface ErrorBoundaryState {
  error: Error | null;
}

function toError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}

/**
 * Catches errors thrown while rendering its children and shows a compact fallback
 * ('Component Error' with a Retry button) in their place. Error boundaries must be classes.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: toError(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(toError(error), info);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps, previousState: ErrorBoundaryState) {
    // Only an error that was already showing: keys that change in the render that threw must not loop.
    if (!this.state.error || !previousState.error) return;
    const before = previous.resetKeys ?? [];
    const after = this.props.resetKeys ?? [];
    if (before.length !== after.length || before.some((key, i) => !Object.is(key, after[i])))
      this.reset();
  }

  reset = () => {
    this.setState({ error: null });
    this.props.onReset?.();
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { fallback, name, title, message, retryLabel } = this.props;
    if (typeof fallback === 'function') return fallback({ error, reset: this.reset });
    if (fallback !== undefined) return fallback;
    return (
      <ComponentErrorFallback
        name={name}
        onRetry={this.reset}
        title={title}
        message={message}
        retryLabel={retryLabel}
      />
    );
  }
}

export interface ComponentErrorFallbackProps {
  /** The failed part's name, used in the default message. */
  name: string;
  /** Called by the Retry button. */
  onRetry: () => void;
  /**
   * Title.
   * @default 'Component Error'
   */
  title?: string | undefined;
  /** Message. Default "{name} component encountered an error." */
  message?: string | undefined;
  /**
   * Button label.
   * @default 'Retry'
   */
  retryLabel?: string | undefined;
}

/** The compact, component-level fallback that `ErrorBoundary` shows by default. */
export function ComponentErrorFallback({
  name,
  onRetry,
  title = 'Component Error',
  message = `${name} component encountered an error.`,
  retryLabel = 'Retry',
}: ComponentErrorFallbackProps) {
  return (
    <div role="alert" className={styles.componentFallback} data-error-boundary={name}>
      <AlertTriangleIcon className={styles.componentIcon} width={24} height={24} />
      <div className={styles.componentText}>
        <p className={styles.componentTitle}>{title}</p>
        <p className={styles.componentMessage}>{message}</p>
      </div>
      <Button variant="secondary" size="sm" onClick={onRetry} className={styles.componentButton}>
        {retryLabel}
      </Button>
    </div>
  );
}
