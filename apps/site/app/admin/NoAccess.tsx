import { adminPage } from '@agency/content';
import { Button, Heading, Notice, Stack } from '@agency/ui';
import { muted, panel, signIn } from './admin.css';

/** A signed-in account that is not staff: says so instead of showing an empty list. */
export function NoAccess({ email, onSignOut }: { email: string; onSignOut: () => void }) {
  return (
    <Stack gap={6} className={signIn}>
      <Heading as="h1" size="2xl">
        {adminPage.heading}
      </Heading>
      <div className={panel}>
        <Notice tone="warning" title={adminPage.noAccess.heading}>
          {adminPage.noAccess.message}
        </Notice>
        <p className={muted}>
          {adminPage.signedInAs} {email}
        </p>
        <Button variant="secondary" onClick={onSignOut}>
          {adminPage.signOut}
        </Button>
      </div>
    </Stack>
  );
}
