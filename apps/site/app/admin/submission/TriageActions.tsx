import type { FormEvent } from 'react';
import { adminPage } from '@agency/content';
import type { StaffMember } from '@agency/supabase/inbox';
import { Button, Stack } from '@agency/ui';
import { ActionBar, SelectField } from '@agency/ui/admin';
import type { InboxItem } from '../backend';
import type { SubmissionAct } from './use-submission-actions';

const copy = adminPage.detail;

/**
 * The triage actions (on a phone at the bottom of the screen: handled, spam), then taking the submission or giving it
 * to someone on the staff list.
 */
export function TriageActions({
  item,
  userId,
  staff,
  busy,
  act,
}: {
  item: InboxItem;
  userId: string;
  staff: readonly StaffMember[];
  busy: boolean;
  act: SubmissionAct;
}) {
  function assign(event: FormEvent<HTMLElement>) {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    act('assign', { owner: String(new FormData(form).get('owner') ?? '') });
  }

  return (
    <>
      <ActionBar label={copy.actions}>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => act('triage', { handled: String(!item.handled) })}
        >
          {item.handled ? copy.reopen : copy.markHandled}
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => act('triage', { spam: String(item.status !== 'spam') })}
        >
          {item.status === 'spam' ? copy.notSpam : copy.markSpam}
        </Button>
      </ActionBar>
      <Stack direction="row" align="end" gap={3}>
        {item.owner?.id !== userId ? (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => act('assign', { owner: userId })}
          >
            {copy.takeIt}
          </Button>
        ) : null}
        {staff.length > 0 ? (
          <Stack as="form" direction="row" align="end" gap={2} onSubmit={assign}>
            <SelectField
              key={item.owner?.id ?? ''}
              label={copy.assignLabel}
              name="owner"
              defaultValue={item.owner?.id ?? ''}
              options={[
                { value: '', label: copy.nobodyOption },
                ...staff.map((member) => ({ value: member.id, label: member.email })),
              ]}
            />
            <Button type="submit" variant="secondary" disabled={busy}>
              {copy.assign}
            </Button>
          </Stack>
        ) : null}
      </Stack>
    </>
  );
}
