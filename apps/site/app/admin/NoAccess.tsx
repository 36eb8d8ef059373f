import { adminPage } from '@agency/content';
import { Button, Heading, Notice } from '@agency/ui';
import * as styles from './admin.css';

/** A signed-in account that is not staff: says so instead of showing an empty list. */
export function NoAccess({ email, onSignOut }: { email: string; onSignOut: () => void }) {
  return (
    <div className={styles.signIn}>
      <Heading as="h1" size="2xl">
        {adminPage.heading}
      </Heading>
      <div className={styles.signInForm}>
        <Notice tone="warning" title={adminPage.noAccess.heading}>
          {adminPage.noAccess.message}
        </Notice>
        <p className={styles.muted}>
          {adminPage.signedInAs} {email}
        </p>
        <Button variant="secondary" onClick={onSignOut}>
          {adminPage.signOut}
        </Button>
      </div>
    </div>
  );
}
