import { useState, type FormEvent, type MouseEvent } from 'react';
import { adminPage } from '@agency/content';
import type { StaffMember } from '@agency/supabase/inbox';
import { Button, ButtonLink, Heading, LoadingState, Notice, Stack, TextArea } from '@agency/ui';
import {
  ActionBar,
  Badge,
  ConfirmDialog,
  DangerAction,
  EmailAddress,
  ListDetailBack,
  MessageBody,
  MetaList,
  SelectField,
} from '@agency/ui/admin';
import { RouterLink } from '~/components/RouterLink';
import type { AdminActionResult, AdminIntent, DetailResult } from './inbox-data';
import { useIntents } from './intents';
import { fullOwner } from './owner';
import { ReplyThread } from './ReplyThread';
import { statusBadge } from './status';
import { exactTime, relativeTime } from './time';
import { durationAttribute, waitingTime } from './waiting-time';

const copy = adminPage.detail;

/** What the open submission's buttons and note ask for. */
const DETAIL_INTENTS: readonly AdminIntent[] = [
  'triage',
  'note',
  'assign',
  'retry',
  'reply',
  'delete',
];

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
  const { submit, pending } = useIntents();
  const [confirming, setConfirming] = useState(false);
  const busy = pending?.state === 'submitting' && DETAIL_INTENTS.includes(pending.intent);
  // A change shows as soon as it is made, while the list loads again.
  const changed =
    pending?.state === 'loading' && result && 'item' in result ? result.item : undefined;
  const item = changed && changed.id === detail?.id ? changed : detail?.item;

  function act(intent: AdminIntent, fields: Record<string, string> = {}) {
    if (detail) submit(intent, { id: detail.id, ...fields });
  }

  function assign(event: FormEvent<HTMLElement>) {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    act('assign', { owner: String(new FormData(form).get('owner') ?? '') });
  }

  function saveNote(event: FormEvent<HTMLElement>) {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    act('note', { note: String(new FormData(form).get('note') ?? '') });
  }

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

  const badge = statusBadge(item);
  const mailto = `mailto:${item.email}?subject=${encodeURIComponent(copy.replySubject)}`;
  return (
    <Stack as="article" aria-labelledby="submission-heading">
      {back}
      <Stack direction="row" align="center" gap={3}>
        <Heading as="h2" size="lg" id="submission-heading">
          {item.name}
        </Heading>
        {item.overdue ? <Badge tone="danger">{adminPage.overdue.label}</Badge> : null}
        <Badge tone={badge.tone}>{badge.label}</Badge>
      </Stack>
      <MetaList
        items={[
          {
            term: copy.email,
            detail: (
              <a href={`mailto:${item.email}`}>
                <EmailAddress>{item.email}</EmailAddress>
              </a>
            ),
          },
          {
            term: copy.received,
            detail: (
              <time dateTime={item.createdAt}>
                {exactTime(item.createdAt)} ({relativeTime(item.createdAt)})
              </time>
            ),
          },
          {
            term: copy.owner,
            detail: <EmailAddress>{fullOwner(item.owner, userId)}</EmailAddress>,
          },
          ...(item.waitedSeconds !== null
            ? [
                {
                  term: copy.waiting,
                  detail: (
                    <time dateTime={durationAttribute(item.waitedSeconds)}>
                      {waitingTime(item.waitedSeconds)}
                    </time>
                  ),
                },
              ]
            : []),
        ]}
      />
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
      <MetaList
        items={[
          { term: copy.source, detail: item.source },
          ...(item.userAgent ? [{ term: copy.userAgent, detail: item.userAgent }] : []),
          ...(item.status === 'notify_failed' && item.notifyError
            ? [{ term: copy.notifyError, detail: item.notifyError }]
            : []),
        ]}
      />
      {item.status === 'notify_failed' ? (
        <div>
          <Button variant="secondary" disabled={busy} onClick={() => act('retry')}>
            {copy.retry}
          </Button>
        </div>
      ) : null}
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
        onConfirm={() => {
          setConfirming(false);
          act('delete');
        }}
        onCancel={() => setConfirming(false)}
      >
        {copy.deleteBody(item.name, item.email)}
      </ConfirmDialog>
    </Stack>
  );
}
