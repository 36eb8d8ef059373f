/**
 * Password recovery and invitations in the local sign-in, the way Supabase Auth does them: POST /recover (or an
 * owner's invitation) e-mails a link to GET /verify?token=…&type=recovery|invite&redirect_to=…, which starts a session
 * and redirects back with it in the URL's fragment (`#access_token=…&refresh_token=…&type=…`); the page then sets a
 * password with PUT /user. /recover answers the same whatever the address, and is limited per client and per address.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import {
  addToStaff,
  findAccountByEmail,
  normaliseEmail,
  tokenDigest,
  upsertAccount,
} from './accounts.ts';
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

/**
 * The e-mails of the local sign-in, as files in `<outbox>/staff/` (one JSON file each, like the notifications under
 * their submission's folder). The folder is not a submission's, so erasures and sweeps leave it alone.
 */
export function openStaffMailbox(outboxDir: string, print: (line: string) => void) {
  const dir = join(outboxDir, 'staff');
  return {
    dir,
    async send(kind: LinkKind, mail: { to: string; subject: string; text: string }) {
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

/** Where a link may lead: a page of this host (the redirect allow-list); anything else goes to /admin. */
function redirectTarget(origin: string, requested: string | null): string {
  const home = `${origin}/admin`;
  try {
    const url = new URL(requested ?? home);
    return url.origin === origin ? `${url.origin}${url.pathname}${url.search}` : home;
  } catch {
    return home;
  }
}

/** Links carry a token issued for one user and kind (a newer one replaces it), redeemed once within LINK_SECONDS. */
export function createRecovery({
  database,
  mailbox,
  origin,
  print,
  now = Date.now,
}: RecoveryOptions) {
  const { perClient: client, perAddressSeconds } = RECOVER_LIMITS;
  const perClient = slidingWindow(client.limit, client.windowSeconds, now);
  const perAddress = slidingWindow(1, perAddressSeconds, now);

  /** A link e-mail of the kind, with a new token, to the account's address. */
  async function sendLink(
    kind: LinkKind,
    to: { id: string; email: string },
    redirectTo: string | null,
  ) {
    const token = randomBytes(32).toString('base64url');
    await database.query(
      `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to)
       values ($1, $2, $3, $4, $5)
       on conflict (user_id, token_type)
       do update set token_hash = excluded.token_hash, relates_to = excluded.relates_to,
                     created_at = now(), updated_at = now()`,
      [randomUUID(), to.id, TOKEN_TYPE[kind], tokenDigest(token), to.email],
    );
    const link = new URL(`${origin()}/auth/v1/verify`);
    const query = { token, type: kind, redirect_to: redirectTarget(origin(), redirectTo) };
    link.search = new URLSearchParams(query).toString();
    const { subject, lines } = LINK_EMAILS[kind];
    const text = lines(to.email, `${origin()}/admin`, link.toString()).join('\n');
    await mailbox.send(kind, { to: to.email, subject, text });
  }

  return {
    redirectTarget: (requested: string | null) => redirectTarget(origin(), requested),

    /**
     * The client's request for a recovery e-mail: seconds to wait when the client asked too often (429), else 0. The
     * e-mail goes out only to an existing account, at most once a minute per address; the answer is the same.
     */
    async request(email: string, redirectTo: string | null, client: string | null) {
      const wait = perClient.take(client ?? 'unknown');
      if (wait > 0) return wait;
      const address = normaliseEmail(email);
      if (address.length > 254 || [...address].some((char) => char < ' ')) return 0;
      const account = await findAccountByEmail(database, address);
      // The per-address window counts every address asked for, known or not, so its timing says nothing either.
      if (perAddress.take(address) > 0 || account === null) return 0;
      // Sent after the answer, so that how long the answer takes does not tell a known address from an unknown one.
      void sendLink('recovery', account, redirectTo).catch((error: unknown) =>
        print(
          `[auth] recovery e-mail failed: ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
      return 0;
    },

    /** The user a link's token stands for, once (the token is used up); null when unknown, used or expired. */
    async redeem(token: string, kind: LinkKind): Promise<string | null> {
      if (token === '' || token.length > 200) return null;
      const { rows } = await database.query<{ user_id: string; live: boolean }>(
        `delete from auth.one_time_tokens
         where token_hash = $1 and token_type = $2
         returning user_id, created_at > localtimestamp - make_interval(secs => $3) as live`,
        [tokenDigest(token), TOKEN_TYPE[kind], LINK_SECONDS],
      );
      return rows[0]?.live ? rows[0].user_id : null;
    },

    /**
     * An owner's invitation (the admin function checked the role): a new account, with a password nobody knows, is
     * put on the staff list and e-mailed a link to choose one; an existing account is put on the list as it is.
     */
    async invite(email: string, redirectTo: string | null) {
      const address = normaliseEmail(email);
      const existing = await findAccountByEmail(database, address);
      const userId =
        existing?.id ??
        (await upsertAccount(database, address, randomBytes(32).toString('base64url')));
      await addToStaff(database, userId);
      if (existing) return { kind: 'added' as const, userId };
      await sendLink('invite', { id: userId, email: address }, redirectTo);
      return { kind: 'invited' as const, userId };
    },
  };
}

export type Recovery = ReturnType<typeof createRecovery>;
