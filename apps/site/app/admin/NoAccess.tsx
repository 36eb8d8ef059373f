import { adminPage } from '@agency/content';
import { Button, Heading, Notice } from '@agency/ui';
import { FinePrint, Panel, ToolPage } from '@agency/ui/admin';
import { useIntents } from './intents';

/** A signed-in account that is not staff: says so instead of showing an empty list. */
export function NoAccess({ email }: { email: string }) {
  const { submit } = useIntents();
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
        <Button variant="secondary" onClick={() => submit('sign-out')}>
          {adminPage.signOut}
        </Button>
      </Panel>
    </ToolPage>
  );
}
