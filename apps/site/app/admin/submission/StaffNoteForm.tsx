import type { FormEvent } from 'react';
import { adminPage } from '@agency/content';
import { Button, Stack, TextArea } from '@agency/ui';
import type { InboxItem } from '../backend';
import type { SubmissionAct } from './use-submission-actions';

const copy = adminPage.detail;

/** The staff's own note on the submission, saved with its button. */
export function StaffNoteForm({
  item,
  busy,
  act,
}: {
  item: InboxItem;
  busy: boolean;
  act: SubmissionAct;
}) {
  function saveNote(event: FormEvent<HTMLElement>) {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    act('note', { note: String(new FormData(form).get('note') ?? '') });
  }

  return (
    <Stack as="form" gap={2} onSubmit={saveNote}>
      <TextArea
        label={copy.note}
        name="note"
        rows={3}
        maxLength={2000}
        defaultValue={item.staffNote ?? ''}
      />
      <div>
        <Button type="submit" variant="secondary" disabled={busy}>
          {copy.saveNote}
        </Button>
      </div>
    </Stack>
  );
}
