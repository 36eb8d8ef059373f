import type { ReactNode, Ref } from 'react';
import { AlertCircleIcon, AlertTriangleIcon, CheckCircleIcon, InfoIcon } from '../internal/Icons';
import * as styles from './Notice.css';

export type NoticeTone = 'success' | 'warning' | 'error' | 'info';

export type NoticeProps = {
  /**
   * Colour and urgency: `success` green, `warning` yellow, `error` red, `info` accent.
   * @default 'info'
   */
  tone?: NoticeTone;
  /**
   * The message. Empty (`null`, `false`, `''`) renders nothing visible, but the live regions stay
   * mounted so the next message is announced.
   */
  children?: ReactNode;
  /** Optional bold first line. */
  title?: ReactNode;
  /** Class for the visible banner. */
  className?: string;
  /** Id of the visible banner (e.g. to reference it from a form's `aria-describedby`). */
  id?: string;
  /** Lets script move focus to the banner (`tabIndex={-1}`), e.g. after a form submit. */
  focusable?: boolean;
  /** Ref to the visible banner (null while the notice is empty). */
  ref?: Ref<HTMLDivElement>;
};

const icons = {
  success: CheckCircleIcon,
  warning: AlertTriangleIcon,
  error: AlertCircleIcon,
  info: InfoIcon,
} as const;

/**
 * A status banner for form results. Two live regions are always in the DOM: `role="status"`
 * (polite) carries success and info messages, `role="alert"` (assertive) carries errors and
 * warnings. Screen readers only announce changes inside regions that already exist, which is why
 * an empty notice is rendered (invisibly) instead of not at all.
 */
export function Notice({
  tone = 'info',
  children,
  title,
  className,
  id,
  focusable,
  ref,
}: NoticeProps) {
  const hasMessage = (children != null && children !== false && children !== '') || Boolean(title);
  const assertive = tone === 'error' || tone === 'warning';
  const Icon = icons[tone];
  const banner = hasMessage ? (
    <div
      ref={ref}
      id={id}
      tabIndex={focusable ? -1 : undefined}
      className={[styles.banner, styles.tone[tone], className].filter(Boolean).join(' ')}
      data-tone={tone}
    >
      <Icon className={styles.icon} />
      <div className={styles.content}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children ? <div className={styles.message}>{children}</div> : null}
      </div>
    </div>
  ) : null;

  return (
    <div className={styles.root} data-tone={tone} data-state={hasMessage ? 'visible' : 'empty'}>
      <div role="status" aria-live="polite" aria-atomic="true">
        {assertive ? null : banner}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {assertive ? banner : null}
      </div>
    </div>
  );
}
