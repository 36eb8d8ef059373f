import type { ReactNode } from 'react';
import { FieldError as FieldErrorPart } from '../internal/FieldParts';

export type FieldErrorProps = {
  /** Id that the control's `aria-describedby` names. */
  id: string;
  /** The message. */
  children: ReactNode;
};

/**
 * A field's error message as TextField and TextArea show it under their control: red, after an alert icon. For
 * markup that is completed outside React (a server filling in a prerendered form), where the field's own `error`
 * prop cannot be set; the control then needs `aria-invalid="true"` and `aria-describedby` naming `id`.
 */
export function FieldError({ id, children }: FieldErrorProps) {
  return <FieldErrorPart id={id}>{children}</FieldErrorPart>;
}
