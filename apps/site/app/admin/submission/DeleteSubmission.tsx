import { useState } from 'react';
import { adminPage } from '@agency/content';
import { ConfirmDialog, DangerAction } from '@agency/ui/admin';
import type { InboxItem } from '../backend';

const copy = adminPage.detail;

/** Deleting the submission, once a dialog that names it is confirmed. */
export function DeleteSubmission({
  item,
  busy,
  onDelete,
}: {
  item: InboxItem;
  busy: boolean;
  onDelete: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <DangerAction label={copy.delete} disabled={busy} onClick={() => setConfirming(true)} />
      <ConfirmDialog
        open={confirming}
        tone="danger"
        title={copy.deleteTitle}
        confirmLabel={copy.deleteConfirm}
        onConfirm={() => {
          setConfirming(false);
          onDelete();
        }}
        onCancel={() => setConfirming(false)}
      >
        {copy.deleteBody(item.name, item.email)}
      </ConfirmDialog>
    </>
  );
}
