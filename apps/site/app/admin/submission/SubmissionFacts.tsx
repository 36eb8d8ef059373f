import { adminPage } from '@agency/content';
import { Heading, Stack } from '@agency/ui';
import { Badge, EmailAddress, MetaList } from '@agency/ui/admin';
import type { InboxItem } from '../backend';
import { fullOwner } from '../owner';
import { statusBadge } from '../status';
import { exactTime, relativeTime } from '../time';
import { durationAttribute, waitingTime } from '../waiting-time';

const copy = adminPage.detail;

/** Who sent the submission and when, its state, who owns it and how long it has waited. */
export function SubmissionFacts({ item, userId }: { item: InboxItem; userId: string }) {
  const badge = statusBadge(item);
  return (
    <>
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
    </>
  );
}
