import { useId } from 'react';

/** Ids for a field and its description/error, plus the `aria-describedby` list for the control. */
export function useFieldIds(
  id: string | undefined,
  hasHint: boolean,
  hasError: boolean,
  describedBy?: string,
) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedByIds =
    [describedBy, hasHint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ') ||
    undefined;
  return { controlId, hintId, errorId, describedBy: describedByIds };
}
