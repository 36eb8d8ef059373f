import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../Button/Button';
import { Spinner } from '../Spinner/Spinner';

export type SubmitButtonProps = Omit<ButtonProps, 'type'> & {
  /**
   * The form is being sent: shows `loadingLabel` and a spinner, disables the button and sets `aria-busy`.
   * @default false
   */
  loading?: boolean;
  /**
   * Label while loading.
   * @default 'Sending...'
   */
  loadingLabel?: ReactNode;
};

/** The submit button of a form, with a loading state ("Sending..."). */
export function SubmitButton({
  loading = false,
  loadingLabel = 'Sending...',
  disabled,
  icon,
  children,
  ...props
}: SubmitButtonProps) {
  return (
    <Button
      {...props}
      type="submit"
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading ? 'true' : undefined}
      icon={loading ? <Spinner size="sm" tone="current" /> : icon}
    >
      {loading ? loadingLabel : children}
    </Button>
  );
}
