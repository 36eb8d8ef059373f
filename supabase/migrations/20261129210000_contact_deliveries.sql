-- The outbox of outgoing deliveries other than the staff notification (which keeps its state on the submission row):
-- the enquirer's acknowledgement, the team's webhook and staff replies. A delivery row is written in the transaction
-- that causes it (the acknowledgement and the webhook by admit_contact_submission, with the submission) and sent by
-- the outbox run (claim_contact_deliveries, then mark_contact_deliveries), under an idempotency key derived from the
-- row, which the e-mail provider and the webhook receiver honour: a crash between sending and marking never sends
-- twice. Deleting a submission (staff erasure, the 24-month purge) deletes its deliveries with it.
-- Numbers mirror supabase/functions/_shared/limits.ts (MAX_DELIVERY_ATTEMPTS via the caller, the 10-minute lease).

create table public.contact_deliveries (
  id uuid primary key default gen_random_uuid(),
  submission_id uuid not null references public.contact_submissions (id) on delete cascade,
  kind text not null
    constraint contact_deliveries_kind check (kind in ('acknowledgement', 'webhook', 'reply')),
  -- One key per delivery, the same for every attempt: Resend's Idempotency-Key, the webhook's `webhook-id`.
  idempotency_key text generated always as ('contact-' || kind || '/' || id::text) stored,
  created_at timestamptz not null default now(),
  -- An acknowledgement's salted hash of the enquirer's canonical mailbox and its UTC day: one per mailbox per day.
  mailbox_hash text
    constraint contact_deliveries_mailbox_hash_length check (char_length(mailbox_hash) <= 200),
  acknowledged_on date,
  attempts integer not null default 0
    constraint contact_deliveries_attempts_range check (attempts >= 0),
  -- When the outbox may try it (again): now for a new row, the backoff after a failure, a lease while a run holds it.
  next_attempt_at timestamptz not null default now(),
  last_error text
    constraint contact_deliveries_last_error_length check (char_length(last_error) <= 1000),
  sent_at timestamptz,
  constraint contact_deliveries_acknowledgement_day check (
    (kind = 'acknowledgement') = (mailbox_hash is not null and acknowledged_on is not null)
  )
);

comment on table public.contact_deliveries is
  'Outgoing deliveries of a submission (acknowledgement, webhook, reply), sent by the outbox run with retries.';

-- At most one acknowledgement per mailbox per day, decided here so that concurrent submissions cannot both send one.
create unique index contact_deliveries_one_acknowledgement_a_day
  on public.contact_deliveries (mailbox_hash, acknowledged_on) where kind = 'acknowledgement';
-- The outbox scan: deliveries not sent yet, in the order they are due.
create index contact_deliveries_due_idx on public.contact_deliveries (next_attempt_at) where sent_at is null;
-- A submission's thread, and the cascade of its erasure.
create index contact_deliveries_submission_idx on public.contact_deliveries (submission_id, created_at);

alter table public.contact_deliveries enable row level security;
revoke all on table public.contact_deliveries from public, anon, authenticated, service_role;
grant select, insert, update, delete on table public.contact_deliveries to service_role;

-- The submission and its deliveries in one transaction. As before (20261128001000), plus: p_submission.deliveries
-- ([{"kind": "webhook"}, {"kind": "acknowledgement", "mailbox_hash": text}]) are written with a stored real submission
-- (never with spam); an acknowledgement whose mailbox already had one today is skipped.
create or replace function public.admit_contact_submission(
  p_submission jsonb,
  p_buckets jsonb,
  p_then_buckets jsonb default '[]'::jsonb
)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  retry_after integer;
  stored public.contact_submissions;
begin
  if p_submission ->> 'idempotency_key' is not null and exists (
    select 1 from public.contact_submissions where idempotency_key = p_submission ->> 'idempotency_key'
  ) then
    return jsonb_build_object('outcome', 'already-stored');
  end if;

  retry_after := public.consume_contact_rate_limit(p_buckets);
  if retry_after > 0 then
    return jsonb_build_object('outcome', 'rate-limited', 'retry_after', retry_after);
  end if;
  if jsonb_array_length(p_then_buckets) > 0
    and public.consume_contact_rate_limit(p_then_buckets) > 0 then
    return jsonb_build_object('outcome', 'over-spam-ceiling');
  end if;

  insert into public.contact_submissions
    (name, email, message, user_agent, source, metadata, ip_hash, status, idempotency_key)
  select r.name, r.email, r.message, r.user_agent, r.source, r.metadata, r.ip_hash, r.status, r.idempotency_key
  from jsonb_populate_record(null::public.contact_submissions, p_submission) as r
  on conflict (idempotency_key) do nothing
  returning * into stored;
  if stored.id is null then
    return jsonb_build_object('outcome', 'already-stored');
  end if;

  if stored.status = 'new' then
    insert into public.contact_deliveries (submission_id, kind)
    select stored.id, 'webhook'
    from jsonb_array_elements(coalesce(p_submission -> 'deliveries', '[]'::jsonb)) as wanted
    where wanted ->> 'kind' = 'webhook'
    limit 1;

    insert into public.contact_deliveries (submission_id, kind, mailbox_hash, acknowledged_on)
    select stored.id, 'acknowledgement', wanted ->> 'mailbox_hash', (now() at time zone 'UTC')::date
    from jsonb_array_elements(coalesce(p_submission -> 'deliveries', '[]'::jsonb)) as wanted
    where wanted ->> 'kind' = 'acknowledgement' and wanted ->> 'mailbox_hash' is not null
    limit 1
    on conflict (mailbox_hash, acknowledged_on) where kind = 'acknowledgement' do nothing;
  end if;
  return jsonb_build_object('outcome', 'stored', 'id', stored.id, 'created_at', stored.created_at);
end;
$$;

-- The outbox run: claims up to p_limit unsent deliveries that are due and have attempts left, oldest due first, and
-- leases them for 10 minutes so a concurrent run skips them. Each comes with what its message needs of the submission.
create function public.claim_contact_deliveries(p_limit integer, p_max_attempts integer)
returns setof jsonb
language sql
security invoker
set search_path = ''
as $$
  with claimed as (
    update public.contact_deliveries as delivery
    set next_attempt_at = now() + interval '10 minutes'
    where delivery.id in (
      select due.id from public.contact_deliveries as due
      where due.sent_at is null
        and due.next_attempt_at <= now()
        and due.attempts < p_max_attempts
      order by due.next_attempt_at
      limit p_limit
      for update skip locked
    )
    returning delivery.*
  )
  select jsonb_build_object(
    'id', claimed.id,
    'kind', claimed.kind,
    'idempotency_key', claimed.idempotency_key,
    'created_at', claimed.created_at,
    'attempts', claimed.attempts,
    'submission', jsonb_build_object(
      'id', submission.id,
      'created_at', submission.created_at,
      'name', submission.name,
      'email', submission.email,
      'message', submission.message,
      'source', submission.source
    )
  )
  from claimed
  join public.contact_submissions as submission on submission.id = claimed.submission_id
  order by claimed.next_attempt_at, claimed.created_at;
$$;

-- Records one attempt per element of p_marks ([{"id": uuid, "sent": boolean, "detail": text}, ...]). A failure
-- schedules the next try after 1, 2, 4, ... minutes (at most 6 hours); a sent delivery is never tried again.
create function public.mark_contact_deliveries(p_marks jsonb)
returns void
language sql
security invoker
set search_path = ''
as $$
  update public.contact_deliveries as delivery
  set attempts = delivery.attempts + 1,
    sent_at = case when mark.sent then now() end,
    last_error = case when mark.sent then null else left(mark.detail, 1000) end,
    next_attempt_at = case
      when mark.sent then delivery.next_attempt_at
      else now() + make_interval(secs => least(21600, 60 * power(2, delivery.attempts)))
    end
  from jsonb_to_recordset(p_marks) as mark(id uuid, sent boolean, detail text)
  where delivery.id = mark.id and delivery.sent_at is null;
$$;

revoke all on function public.claim_contact_deliveries(integer, integer) from public, anon, authenticated;
revoke all on function public.mark_contact_deliveries(jsonb) from public, anon, authenticated;
grant execute on function public.claim_contact_deliveries(integer, integer) to service_role;
grant execute on function public.mark_contact_deliveries(jsonb) to service_role;
