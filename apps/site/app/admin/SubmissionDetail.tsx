import type { MouseEvent } from 'react';
import { adminPage } from '@agency/content';
import type { StaffMember } from '@agency/supabase/inbox';
import { ButtonLink, LoadingState, Notice, Stack } from '@agency/ui';
import { ListDetailBack, MessageBody } from '@agency/ui/admin';
import { RouterLink } from '~/components/RouterLink';
import type { AdminActionResult, DetailResult } from './inbox-data';
import { ReplyThread } from './ReplyThread';
import { DeleteSubmission } from './submission/DeleteSubmission';
import { DeliveryDetails } from './submission/DeliveryDetails';
import { StaffNoteForm } from './submission/StaffNoteForm';
import { SubmissionFacts } from './submission/SubmissionFacts';
import { TriageActions } from './submission/TriageActions';
import { useSubmissionActions } from './submission/use-submission-actions';

const copy = adminPage.detail;

export interface SubmissionDetailProps {
  /** The submission as the route loaded it (marked read on opening); null while it loads. */
  detail: DetailResult | null;
  /** The signed-in staff member's id ("Take it" gives it to them). */
  userId: string;
  /** Who can own it (the assign control); empty while the list has not loaded. */
  staff: readonly StaffMember[];
  backHref: string;
  /** The back control's click: may go back in history instead (the list where it was). */
  onBack?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** The last action's answer: a change shows from it while the list loads again. */
  result: AdminActionResult | undefined;
}

/**
 * One submission: who sent it and when, the message as plain text, the replies sent from here and the form for the
 * next, the triage actions (on a phone at the bottom of the screen), then how it arrived, the note and deletion.
 */
export function SubmissionDetail({
  detail,
  userId,
  staff,
  backHref,
  onBack,
  result,
}: SubmissionDetailProps) {
  const { item, busy, act } = useSubmissionActions(detail, result);

  const back = (
    <ListDetailBack href={backHref} linkComponent={RouterLink} onClick={onBack}>
      ← {copy.back}
    </ListDetailBack>
  );
  if (detail && !item)
    return (
      <Stack>
        {back}
        <Notice tone="error">{copy.actionFailed}</Notice>
      </Stack>
    );
  if (!detail || !item)
    return (
      <Stack>
        {back}
        <LoadingState label={copy.loading} />
      </Stack>
    );

  const mailto = `mailto:${item.email}?subject=${encodeURIComponent(copy.replySubject)}`;
  return (
    <Stack as="article" aria-labelledby="submission-heading">
      {back}
      <SubmissionFacts item={item} userId={userId} />
      <MessageBody title={copy.message}>{item.message}</MessageBody>
      <ReplyThread
        item={item}
        busy={busy}
        onSend={(text) => act('reply', { text })}
        elsewhere={
          <ButtonLink variant="ghost" href={mailto}>
            {copy.replyElsewhere}
          </ButtonLink>
        }
      />
      <TriageActions item={item} userId={userId} staff={staff} busy={busy} act={act} />
      <DeliveryDetails item={item} busy={busy} act={act} />
      <StaffNoteForm item={item} busy={busy} act={act} />
      <DeleteSubmission item={item} busy={busy} onDelete={() => act('delete')} />
    </Stack>
  );
}
