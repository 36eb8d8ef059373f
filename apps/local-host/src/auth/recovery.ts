/**
 * Password recovery and invitations in the local sign-in, the way Supabase Auth does them: POST /recover (or an
 * owner's invitation) e-mails a link to GET /verify?token=…&type=recovery|invite&redirect_to=…, which starts a session
 * and redirects back with it in the URL's fragment (`#access_token=…&refresh_token=…&type=…`); the page then sets a
 * password with PUT /user. /recover answers the same whatever the address, and is limited per client and per address.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { addToStaff, findAccountByEmail, normaliseEmail, upsertAccount } from './accounts.ts';
import { slidingWindow } from './rate-limit.ts';

/** How long an e-mailed link works (Supabase Auth's default `otp_expiry`). */
export const LINK_SECONDS = 3600;
/** Recovery requests per client address in a window: past that, 429 whatever the address. */
export const RECOVER_LIMITS = {
  perClient: { limit: 5, windowSeconds: 600 },
  /** At most one e-mail per address in this many seconds (`max_frequency`); more requests are answered but send none. */
  perAddressSeconds: 60,
};

export type LinkKind = 'recovery' | 'invite';
const TOKEN_TYPE: Record<LinkKind, string> = {
  recovery: 'recovery_token',
  invite: 'confirmation_token',
};

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export interface StaffMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * The e-mails of the local sign-in, as files in `<outbox>/staff/` (one JSON file each, like the notifications under
 * their submission's folder). The folder is not a submission's, so erasures and sweeps leave it alone.
 */
export function openStaffMailbox(outboxDir: string, print: (line: string) => void) {
  const dir = join(outboxDir, 'staff');
  return {
    dir,
    async send(kind: LinkKind, mail: StaffMail) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const at = new Date().toISOString();
      const file = join(dir, `${at.replace(/[:.]/g, '-')}-${kind}-${randomUUID()}.json`);
      await writeFile(file, JSON.stringify({ at, kind, ...mail }), { mode: 0o600 });
      // The address is a staff member's; the link stays in the file only.
      print(`[auth] ${kind} e-mail written to ${file}`);
    },
  };
}

export type StaffMailbox = ReturnType<typeof openStaffMailbox>;

export interface RecoveryOptions {
  database: PGlite;
  mailbox: StaffMailbox;
  print: (line: string) => void;
  /** The host's origin, known once it listens. */
  origin: () => string;
  now?: () => number;
}

/** What each link e-mail says, around its link. */
const LINK_EMAILS: Record<
  LinkKind,
  { subject: string; lines(address: string, inbox: string, link: string): string[] }
> = {
  recovery: {
    subject: 'Reset your password for the staff inbox',
    lines: (address, inbox, link) => [
      `Someone asked to reset the password of the staff account ${address} at ${inbox}.`,
      '',
      'To choose a new password, open this link within an hour. It works once:',
      link,
      '',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ],
  },
  invite: {
    subject: 'You are invited to the staff inbox',
    lines: (address, inbox, link) => [
      `You have been added to the staff of the inbox at ${inbox}, as ${address}.`,
      '',
      'To choose your password and sign in, open this link within an hour. It works once:',
      link,
      '',
      'If the link has expired, use “Forgot password?” on the sign-in page with this address.',
    ],
  },
};

/** Link tokens and the links that carry them: issued for one user and kind, redeemed once, within LINK_SECONDS. */
function createLinks(database: PGlite, origin: () => string) {
  /** Where a link may lead: a page of this host (the redirect allow-list); anything else goes to /admin. */
  function redirectTarget(requested: string | null): string {
    const home = `${origin()}/admin`;
    if (!requested) return home;
    try {
      const url = new URL(requested);
      return url.origin === origin() ? `${url.origin}${url.pathname}${url.search}` : home;
    } catch {
      return home;
    }
  }

  /** A new link token for the user, replacing an older one of the same kind. */
  async function issueToken(userId: string, kind: LinkKind, email: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await database.query(
      `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to)
       values ($1, $2, $3, $4, $5)
       on conflict (user_id, token_type)
       do update set token_hash = excluded.token_hash, relates_to = excluded.relates_to,
                     created_at = now(), updated_at = now()`,
      [randomUUID(), userId, TOKEN_TYPE[kind], digest(token), email],
    );
    return token;
  }

  function linkFor(token: string, kind: LinkKind, redirectTo: string | null): string {
    const link = new URL(`${origin()}/auth/v1/verify`);
    link.searchParams.set('token', token);
    link.searchParams.set('type', kind);
    link.searchParams.set('redirect_to', redirectTarget(redirectTo));
    return link.toString();
  }

  /** The user a link's token stands for, once (the token is used up); null when unknown, used or expired. */
  async function redeem(token: string, kind: LinkKind): Promise<string | null> {
    if (token === '' || token.length > 200) return null;
    const { rows } = await database.query<{ user_id: string }>(
      `delete from auth.one_time_tokens
       where token_hash = $1 and token_type = $2
       returning user_id, created_at > localtimestamp - make_interval(secs => $3) as live`,
      [digest(token), TOKEN_TYPE[kind], LINK_SECONDS],
    );
    const row = rows[0] as { user_id: string; live?: boolean } | undefined;
    return row?.live ? row.user_id : null;
  }

  return { redirectTarget, issueToken, linkFor, redeem };
}

export function createRecovery({
  database,
  mailbox,
  origin,
  print,
  now = Date.now,
}: RecoveryOptions) {
  const perClient = slidingWindow(
    RECOVER_LIMITS.perClient.limit,
    RECOVER_LIMITS.perClient.windowSeconds,
    now,
  );
  const perAddress = slidingWindow(1, RECOVER_LIMITS.perAddressSeconds, now);

  const links = createLinks(database, origin);
  const { redirectTarget, issueToken, linkFor } = links;

  /** A link e-mail of the kind, with a new token, to the account's address. */
  async function sendLink(
    kind: LinkKind,
    account: { id: string; email: string },
    redirectTo: string | null,
  ) {
    const token = await issueToken(account.id, kind, account.email);
    const { subject, lines } = LINK_EMAILS[kind];
    const text = lines(account.email, `${origin()}/admin`, linkFor(token, kind, redirectTo));
    await mailbox.send(kind, { to: account.email, subject, text: text.join('\n') });
  }

  return {
    redirectTarget,

    /**
     * The client's request for a recovery e-mail: seconds to wait when the client asked too often (429), else 0. The
     * e-mail goes out only to an existing account, at most once a minute per address; the answer is the same.
     */
    async request(email: string, redirectTo: string | null, client: string | null) {
      const wait = perClient.take(client ?? 'unknown');
      if (wait > 0) return wait;
      const address = normaliseEmail(email);
      if (address.length > 254 || [...address].some((char) => char < ' ')) return 0;
      const { rows } = await database.query<{ id: string; email: string }>(
        'select id, email from auth.users where email = $1',
        [address],
      );
      const account = rows[0];
      // The per-address window counts every address asked for, known or not, so its timing says nothing either.
      if (perAddress.take(address) > 0 || account === undefined) return 0;
      // Sent after the answer, so that how long the answer takes does not tell a known address from an unknown one.
      void sendLink('recovery', account, redirectTo).catch((error: unknown) =>
        print(
          `[auth] recovery e-mail failed: ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
      return 0;
    },

    redeem: links.redeem,

    /**
     * An owner's invitation (the admin function checked the role): a new account, with a password nobody knows, is
     * put on the staff list and e-mailed a link to choose one; an existing account is put on the list as it is.
     */
    async invite(
      email: string,
      redirectTo: string | null,
    ): Promise<{ kind: 'invited' | 'added'; userId: string }> {
      const address = normaliseEmail(email);
      const existing = await findAccountByEmail(database, address);
      if (existing) {
        await addToStaff(database, existing.id);
        return { kind: 'added', userId: existing.id };
      }
      const userId = await upsertAccount(database, address, randomBytes(32).toString('base64url'));
      await addToStaff(database, userId);
      await sendLink('invite', { id: userId, email: address }, redirectTo);
      return { kind: 'invited', userId };
    },

    /** After a password change: links e-mailed earlier no longer work. */
    async forgetLinks(userId: string) {
      await database.query('delete from auth.one_time_tokens where user_id = $1', [userId]);
    },
  };
}

export type Recovery = ReturnType<typeof createRecovery>;
