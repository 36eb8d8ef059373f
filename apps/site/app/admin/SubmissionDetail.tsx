import { useEffect, useState, type FormEvent } from 'react';
import { adminPage } from '@agency/content';
import { Button, ButtonLink, Heading, LoadingState, Notice, Stack, TextArea } from '@agency/ui';
import {
  Badge,
  ConfirmDialog,
  DangerAction,
  ListDetailBack,
  MessageBody,
  MetaList,
} from '@agency/ui/admin';
import { RouterLink } from '~/components/RouterLink';
import type { InboxApi, InboxItem, TriagePatch } from './backend';
import { statusBadge } from './status';
import { exactTime, relativeTime } from './time';

const copy = adminPage.detail;

export interface SubmissionDetailProps {
  id: string;
  api: InboxApi;
  backHref: string;
  /** After a change; `text` confirms it when there is something to say. */
  onChanged: (text: string | null) => void;
  onDeleted: () => void;
  onError: (error: unknown) => void;
}

/** One submission: the message as plain text, its metadata and the triage actions. Opening it marks it read. */
export function SubmissionDetail({
  id,
  api,
  backHref,
  onChanged,
  onDeleted,
  onError,
}: SubmissionDetailProps) {
  const [item, setItem] = useState<InboxItem | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    let live = true;
    api.get(id).then(
      async (loaded) => {
        if (!live) return;
        setItem(loaded);
        if (!loaded.read) {
          const read = await api.update(id, { read: true }).catch(() => null);
          if (live && read) {
            setItem(read);
            onChanged(null);
          }
        }
      },
      (error: unknown) => {
        if (!live) return;
        setFailed(true);
        onError(error);
      },
    );
    return () => {
      live = false;
    };
    // onChanged/onError are recreated by the parent on every render; the submission to load is `id`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, id]);

  async function change(patch: TriagePatch, text: string | null = null) {
    setBusy(true);
    try {
      setItem(await api.update(id, patch));
      onChanged(text);
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  }

  async function retry() {
    setBusy(true);
    try {
      setItem(await api.retry(id));
      onChanged(copy.retried);
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setConfirming(false);
    setBusy(true);
    try {
      await api.remove(id);
      onDeleted();
    } catch (error) {
      setBusy(false);
      onError(error);
    }
  }

  function saveNote(event: FormEvent<HTMLElement>) {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const note = String(new FormData(form).get('note') ?? '');
    void change({ note }, copy.noteSaved);
  }

  const back = (
    <ListDetailBack href={backHref} linkComponent={RouterLink}>
      ← {copy.back}
    </ListDetailBack>
  );
  if (failed)
    return (
      <Stack>
        {back}
        <Notice tone="error">{copy.actionFailed}</Notice>
      </Stack>
    );
  if (!item)
    return (
      <Stack>
        {back}
        <LoadingState label={copy.loading} />
      </Stack>
    );

  const badge = statusBadge(item);
  const mailto = `mailto:${item.email}?subject=${encodeURIComponent(copy.replySubject)}`;
  return (
    <Stack as="article" aria-labelledby="submission-heading">
      {back}
      <Stack direction="row" align="center" gap={3}>
        <Heading as="h2" size="lg" id="submission-heading">
          {item.name}
        </Heading>
        <Badge tone={badge.tone}>{badge.label}</Badge>
      </Stack>
      <MetaList
        items={[
          { term: copy.email, detail: <a href={`mailto:${item.email}`}>{item.email}</a> },
          {
            term: copy.received,
            detail: (
              <time dateTime={item.createdAt}>
                {exactTime(item.createdAt)} ({relativeTime(item.createdAt)})
              </time>
            ),
          },
          { term: copy.source, detail: item.source },
          ...(item.userAgent ? [{ term: copy.userAgent, detail: item.userAgent }] : []),
          ...(item.status === 'notify_failed' && item.notifyError
            ? [{ term: copy.notifyError, detail: item.notifyError }]
            : []),
        ]}
      />
      <MessageBody title={copy.message}>{item.message}</MessageBody>
      <Stack direction="row" gap={2}>
        <ButtonLink href={mailto}>{copy.reply}</ButtonLink>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => void change({ handled: !item.handled })}
        >
          {item.handled ? copy.reopen : copy.markHandled}
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => void change({ spam: item.status !== 'spam' })}
        >
          {item.status === 'spam' ? copy.notSpam : copy.markSpam}
        </Button>
        {item.status === 'notify_failed' ? (
          <Button variant="secondary" disabled={busy} onClick={() => void retry()}>
            {copy.retry}
          </Button>
        ) : null}
      </Stack>
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
      <DangerAction label={copy.delete} disabled={busy} onClick={() => setConfirming(true)} />
      <ConfirmDialog
        open={confirming}
        tone="danger"
        title={copy.deleteTitle}
        confirmLabel={copy.deleteConfirm}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      >
        {copy.deleteBody(item.name, item.email)}
      </ConfirmDialog>
    </Stack>
  );
}
