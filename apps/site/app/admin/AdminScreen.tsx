import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import '@agency/ui/admin.css';
import { adminPage, company } from '@agency/content';
import { Inbox } from './Inbox';
import { watchSession, type AdminActionResult, type AdminData } from './inbox-data';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { NoAccess } from './NoAccess';
import { SetPasswordForm } from './SetPasswordForm';
import { SignInForm } from './SignInForm';
import { StaffScreen } from './StaffScreen';

export { adminAction, loadAdmin } from './inbox-data';

/**
 * The staff inbox with its document title: what /admin loads lazily (routes/admin.tsx), with the data functions its
 * clientLoader and clientAction run. Who is signed in comes from the route's data: the sign-in form (saying why a
 * session ended), "no access" for an account that is not staff, or the inbox.
 */
export default function AdminScreen({
  data,
  result,
}: {
  data: AdminData;
  /** The last action's answer (the route's actionData), until the next navigation. */
  result: AdminActionResult | undefined;
}) {
  const signedIn = data.kind !== 'signed-out';
  const { revalidate } = useRevalidator();
  // A session that ends (auth-js could not refresh it) or starts (another tab) outside this page: load again.
  useEffect(
    () =>
      watchSession((now) => {
        if (now !== signedIn) void revalidate();
      }),
    [signedIn, revalidate],
  );

  return (
    <>
      <title>{`${adminPage.heading} | ${company.name}`}</title>
      {data.kind === 'signed-out' ? (
        data.forgot ? (
          <ForgotPasswordForm notice={data.notice} result={result} />
        ) : (
          <SignInForm notice={data.notice} result={result} />
        )
      ) : data.kind === 'set-password' ? (
        <SetPasswordForm email={data.email} reason={data.reason} result={result} />
      ) : data.kind === 'staff' ? (
        <StaffScreen userId={data.userId} staff={data.staff} notice={data.notice} />
      ) : data.kind === 'no-access' ? (
        <NoAccess email={data.email} />
      ) : (
        <Inbox data={data} result={result} />
      )}
    </>
  );
}
