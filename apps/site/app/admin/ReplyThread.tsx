import type { FormEvent, ReactNode } from 'react';
import { adminPage } from '@agency/content';
import { Button, Heading, Notice, Stack, TextArea } from '@agency/ui';
import { Badge, MessageBody } from '@agency/ui/admin';
import type { InboxItem } from './backend';
import { exactTime } from './time';

const copy = adminPage.detail.thread;
/** The longest reply the function takes (REPLY_MAX_LENGTH). */
const REPLY_MAX_LENGTH = 10_000;

const STATE_TONE = { sending: 'accent', sent: 'success', failed: 'danger' } as const;

export interface ReplyThreadProps {
  item: Pick<InboxItem, 'email' | 'status' | 'thread'>;
  busy: boolean;
  onSend: (text: string) => void;
  /** A quieter way to answer, beside "Send reply": the staff member's own mail program (nothing recorded). */
  elsewhere?: ReactNode;
}

/**
 * The replies staff sent from here, oldest first, each with who wrote it, when, its text (plain text, never HTML) and
 * how its delivery stands; then the form for the next one (not for spam), its "Send reply" the screen's one main
 * action.
 */
export function ReplyThread({ item, busy, onSend, elsewhere }: ReplyThreadProps) {
  const thread = item.thread ?? [];

  function send(event: FormEvent<HTMLElement>) {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const text = String(new FormData(form).get('reply') ?? '');
    if (text.trim() === '') return;
    onSend(text);
    form.reset();
  }

  return (
    <Stack as="section" gap={3} aria-labelledby="replies-heading">
      <Heading as="h3" size="md" id="replies-heading">
        {copy.title}
      </Heading>
      {thread.length > 0 ? (
        <Stack as="ol" gap={3} aria-label={copy.title}>
          {thread.map((reply) => (
            <Stack as="li" gap={1} key={reply.id}>
              <Stack direction="row" align="center" gap={2}>
                <span>{copy.by(reply.author)}</span>
                <time dateTime={reply.at}>{exactTime(reply.at)}</time>
                <Badge tone={STATE_TONE[reply.state]}>{copy.state[reply.state]}</Badge>
              </Stack>
              <MessageBody>{reply.text}</MessageBody>
              {reply.problem ? (
                <Notice tone={reply.state === 'failed' ? 'error' : 'warning'}>
                  {reply.problem}
                </Notice>
              ) : null}
            </Stack>
          ))}
        </Stack>
      ) : null}
      {item.status === 'spam' ? null : (
        <Stack as="form" gap={2} onSubmit={send}>
          <TextArea
            label={copy.label}
            name="reply"
            rows={5}
            required
            maxLength={REPLY_MAX_LENGTH}
            hint={copy.hint(item.email)}
          />
          <Stack direction="row" align="center" gap={2}>
            <Button type="submit" disabled={busy}>
              {copy.send}
            </Button>
            {elsewhere}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
