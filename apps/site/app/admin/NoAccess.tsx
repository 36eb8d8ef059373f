import { adminPage } from '@agency/content';
import { Button, Heading, Notice } from '@agency/ui';
import { FinePrint, Panel, ToolPage } from '@agency/ui/admin';

/** A signed-in account that is not staff: says so instead of showing an empty list. */
export function NoAccess({ email, onSignOut }: { email: string; onSignOut: () => void }) {
  return (
    <ToolPage width="narrow">
      <Heading as="h1" size="2xl">
        {adminPage.heading}
      </Heading>
      <Panel gap={4}>
        <Notice tone="warning" title={adminPage.noAccess.heading}>
          {adminPage.noAccess.message}
        </Notice>
        <FinePrint as="p">
          {adminPage.signedInAs} {email}
        </FinePrint>
        <Button variant="secondary" onClick={onSignOut}>
          {adminPage.signOut}
        </Button>
      </Panel>
    </ToolPage>
  );
}
