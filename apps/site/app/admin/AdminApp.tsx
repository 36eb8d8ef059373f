import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import '@agency/ui/admin.css';
import { adminPage } from '@agency/content';
import { LoadingState } from '@agency/ui';
import { createAuthClient, createInboxApi, hasStoredSession, type AccessError } from './backend';
import { Inbox } from './Inbox';
import { NoAccess } from './NoAccess';
import { SignInForm } from './SignInForm';

type State =
  | { kind: 'starting' }
  | { kind: 'signed-out'; notice: string | null }
  | { kind: 'signed-in'; email: string }
  | { kind: 'no-access'; email: string };

/**
 * The staff inbox: sign-in, then the inbox. auth-js keeps the session in localStorage (it survives a reload) and
 * refreshes it before it expires; an expired or revoked session (also one found on reload that can no longer be
 * refreshed), or a 401 from the function, returns to the sign-in form with a message.
 */
export function AdminApp() {
  // Whether this browser kept a session is read before the client starts: it may drop a dead one at once.
  const { auth, hadStoredSession } = useMemo(() => {
    const stored = hasStoredSession();
    return { auth: createAuthClient(), hadStoredSession: stored };
  }, []);
  const [state, setState] = useState<State>({ kind: 'starting' });
  /** Set while the staff member signs out on purpose: that ending is "signed out", any other "session ended". */
  const signingOut = useRef(false);

  useEffect(() => {
    let hadSession = hadStoredSession;
    const { data } = auth.onAuthStateChange((_event, session) => {
      if (session?.user) {
        hadSession = true;
        setState((current) =>
          current.kind === 'no-access' && current.email === session.user.email
            ? current
            : { kind: 'signed-in', email: session.user.email ?? '' },
        );
        return;
      }
      const notice = signingOut.current
        ? adminPage.signIn.signedOut
        : hadSession
          ? adminPage.signIn.sessionEnded
          : null;
      // auth-js may report the end twice (SIGNED_OUT, then INITIAL_SESSION without one): keep the first notice.
      setState((current) =>
        current.kind === 'signed-out' && notice === null ? current : { kind: 'signed-out', notice },
      );
      hadSession = false;
      signingOut.current = false;
    });
    return () => data.subscription.unsubscribe();
  }, [auth, hadStoredSession]);

  const api = useMemo(
    () => createInboxApi(async () => (await auth.getSession()).data.session?.access_token ?? null),
    [auth],
  );

  const onAccessError = useCallback(
    (error: AccessError, email: string) => {
      if (error.status === 403) {
        setState({ kind: 'no-access', email });
        return;
      }
      // The function no longer accepts the session: drop it here too and say why.
      void auth
        .signOut({ scope: 'local' })
        .finally(() => setState({ kind: 'signed-out', notice: adminPage.signIn.sessionEnded }));
    },
    [auth],
  );

  const signOut = useCallback(() => {
    signingOut.current = true;
    void auth.signOut();
  }, [auth]);

  if (state.kind === 'starting')
    return <LoadingState layout="page" label={adminPage.list.loading} />;
  if (state.kind === 'signed-out') return <SignInForm auth={auth} notice={state.notice} />;
  if (state.kind === 'no-access') return <NoAccess email={state.email} onSignOut={signOut} />;
  return (
    <Inbox
      api={api}
      email={state.email}
      onSignOut={signOut}
      onAccessError={(error) => onAccessError(error, state.email)}
    />
  );
}
