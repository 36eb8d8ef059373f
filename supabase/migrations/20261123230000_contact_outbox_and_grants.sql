-- Issue 10: the notification outbox (attempts and backoff on the row), idempotency keys, and least privilege.
-- Numbers mirror supabase/functions/_shared/limits.ts (IDEMPOTENCY_KEY_PATTERN, MAX_NOTIFY_ATTEMPTS via the caller).

alter table public.contact_submissions
  add column notify_attempts integer not null default 0
    constraint contact_submissions_notify_attempts_range check (notify_attempts >= 0),
  -- When the outbox may try the row again: backoff after a failure, a lease while a retry run holds it.
  add column next_attempt_at timestamptz,
  -- The form's Idempotency-Key: a retried request finds its row instead of storing a second copy.
  add column idempotency_key text
    constraint contact_submissions_idempotency_key_format check (idempotency_key ~ '^[A-Za-z0-9_-]{16,128}$'),
  add constraint contact_submissions_idempotency_key_unique unique (idempotency_key);

comment on column public.contact_submissions.notify_attempts is
  'Notification e-mails tried for this row (handler and outbox retries).';

-- The outbox scan: rows still waiting for their e-mail.
create index contact_submissions_outbox_idx on public.contact_submissions (created_at)
  where status in ('new', 'notify_failed');

-- Records one notification attempt per element of p_marks ([{"id": uuid, "status": text, "detail": text}, ...]).
-- A failure schedules the next try after 1, 2, 4, ... minutes (at most 6 hours).
create function public.mark_contact_notifications(p_marks jsonb)
returns void
language sql
security invoker
set search_path = ''
as $$
  update public.contact_submissions as submission
  set status = mark.status,
    notify_error = mark.detail,
    notified_at = case when mark.status = 'notified' then now() end,
    notify_attempts = submission.notify_attempts + 1,
    next_attempt_at = case
      when mark.status = 'notify_failed'
        then now() + make_interval(secs => least(21600, 60 * power(2, submission.notify_attempts)))
    end
  from jsonb_to_recordset(p_marks) as mark(id uuid, status text, detail text)
  where submission.id = mark.id;
$$;

-- The outbox: claims up to p_limit rows whose e-mail is due (notify_failed past their backoff, or new rows older than
-- p_stale_seconds that an interrupted attempt left) and leases them for 10 minutes so a concurrent run skips them.
create function public.claim_contact_notifications(
  p_limit integer,
  p_stale_seconds integer,
  p_max_attempts integer
)
returns setof public.contact_submissions
language sql
security invoker
set search_path = ''
as $$
  update public.contact_submissions as submission
  set next_attempt_at = now() + interval '10 minutes'
  where submission.id in (
    select due.id from public.contact_submissions as due
    where (due.status = 'notify_failed'
        or (due.status = 'new' and due.created_at < now() - make_interval(secs => p_stale_seconds)))
      and (due.next_attempt_at is null or due.next_attempt_at <= now())
      and due.notify_attempts < p_max_attempts
    order by due.created_at
    limit p_limit
    for update skip locked
  )
  returning submission.*;
$$;

-- Least privilege. The bootstrap's default privileges (like a hosted project's) gave every API role ALL on new
-- tables, sequences and functions; only the service role may touch these objects, and only as the function needs.
revoke all on table public.contact_submissions from service_role;
revoke all on table public.contact_rate_limit_hits from service_role;
grant select, insert, update, delete on table public.contact_submissions to service_role;
grant select, insert, delete on table public.contact_rate_limit_hits to service_role;

-- Nobody needs the identity sequence (inserts draw from it without a grant); anon could setval it and break inserts.
revoke all on sequence public.contact_rate_limit_hits_id_seq from public, anon, authenticated, service_role;

revoke all on function public.mark_contact_notifications(jsonb) from public, anon, authenticated;
revoke all on function public.claim_contact_notifications(integer, integer, integer) from public, anon, authenticated;
grant execute on function public.mark_contact_notifications(jsonb) to service_role;
grant execute on function public.claim_contact_notifications(integer, integer, integer) to service_role;
