import { adminPage } from '@agency/content';
import { Button, ButtonLink, Heading, Notice, Stack } from '@agency/ui';
import { EmailAddress, FinePrint } from '@agency/ui/admin';
import { RouterLink } from '~/components/RouterLink';
import type { PageNotice } from '../inbox-data';
import { useNoticeInView } from '../use-notice-in-view';

/** The inbox's title bar: who is signed in, their account links and sign-out, and the page's notice. */
export function InboxHeader({
  email,
  isOwner,
  notice,
  onSignOut,
}: {
  email: string;
  /** Only an owner is offered the staff list's controls (the function refuses anyone else). */
  isOwner: boolean;
  notice: PageNotice | null | undefined;
  onSignOut: () => void;
}) {
  const noticeRef = useNoticeInView(notice);
  return (
    <Stack as="header" gap={3}>
      <Stack direction="row" align="center" justify="between" gap={3}>
        <Heading as="h1" size="xl">
          {adminPage.heading}
        </Heading>
        <Stack direction="row" align="center" gap={2}>
          <FinePrint>
            {adminPage.signedInAs}{' '}
            <strong>
              <EmailAddress>{email}</EmailAddress>
            </strong>
          </FinePrint>
          {isOwner ? (
            <ButtonLink
              variant="ghost"
              size="sm"
              href="/admin?account=staff"
              linkComponent={RouterLink}
            >
              {adminPage.staff.link}
            </ButtonLink>
          ) : null}
          <ButtonLink
            variant="ghost"
            size="sm"
            href="/admin?account=password"
            linkComponent={RouterLink}
          >
            {adminPage.account.changeLink}
          </ButtonLink>
          <Button variant="ghost" size="sm" onClick={onSignOut}>
            {adminPage.signOut}
          </Button>
        </Stack>
      </Stack>
      <Notice ref={noticeRef} tone={notice?.tone ?? 'success'}>
        {notice?.text ?? null}
      </Notice>
    </Stack>
  );
}
