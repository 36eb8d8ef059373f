import type { AdminActionResult, AdminIntent, DetailResult } from '../inbox-data';
import { useIntents } from '../intents';

/** What the open submission's buttons and note ask for. */
const DETAIL_INTENTS: readonly AdminIntent[] = [
  'triage',
  'note',
  'assign',
  'retry',
  'reply',
  'delete',
];

/** Asks for an action on the open submission, with the fields it needs besides the submission's id. */
export type SubmissionAct = (intent: AdminIntent, fields?: Record<string, string>) => void;

/**
 * The open submission as it stands (a change shows as soon as it is made, while the list loads again), whether one of
 * its actions is on its way, and the way to ask for one.
 */
export function useSubmissionActions(
  detail: DetailResult | null,
  result: AdminActionResult | undefined,
) {
  const { submit, pending } = useIntents();
  const busy = pending?.state === 'submitting' && DETAIL_INTENTS.includes(pending.intent);
  const changed =
    pending?.state === 'loading' && result && 'item' in result ? result.item : undefined;
  const item = changed && changed.id === detail?.id ? changed : detail?.item;
  const act: SubmissionAct = (intent, fields = {}) => {
    if (detail) submit(intent, { id: detail.id, ...fields });
  };
  return { item, busy, act };
}
