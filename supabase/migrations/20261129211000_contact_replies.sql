-- Staff replies from the inbox: a reply is a delivery of kind 'reply' (contact_deliveries) holding its text and who
-- wrote it, sent by the outbox run like the acknowledgement, erased with its submission (the cascade) and so purged
-- with it at 24 months. Writing one marks the submission replied (and handled) in the same transaction. Staff read a
-- submission's replies, with their delivery state, behind row level security.

alter table public.contact_submissions
  add column replied_at timestamptz;

comment on column public.contact_submissions.replied_at is
  'When staff last replied from the inbox (reply_to_contact_submission); the reply is in contact_deliveries.';

alter table public.contact_deliveries
  add column body text
    constraint contact_deliveries_body_length check (char_length(body) between 1 and 10000),
  add column author_id uuid references auth.users (id) on delete set null,
  add column author_email text
    constraint contact_deliveries_author_email_length check (char_length(author_email) <= 254),
  add constraint contact_deliveries_reply_body check ((kind = 'reply') = (body is not null));

-- Staff read the thread; they write a reply only through reply_to_contact_submission.
grant select (id, submission_id, kind, created_at, body, author_email, attempts, next_attempt_at, last_error, sent_at)
  on table public.contact_deliveries to authenticated;

create policy contact_deliveries_staff_select on public.contact_deliveries
  for select to authenticated
  using ((select public.is_staff()));

-- A staff member's reply: stored as a delivery for the outbox, and the submission marked replied, handled and read,
-- in one transaction. Answers {"outcome": "stored", "id", "created_at"}, or {"outcome": "not-found"} (no such row, or
-- not visible) or {"outcome": "spam"} (staff mark it as not spam first). SECURITY DEFINER: staff have no insert on the
-- deliveries nor update of replied_at; the function checks is_staff() (a live session on the allow-list) itself.
create function public.reply_to_contact_submission(p_submission_id uuid, p_body text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  submission public.contact_submissions;
  reply public.contact_deliveries;
begin
  if not public.is_staff() then
    raise exception 'staff only' using errcode = '42501';
  end if;
  select * into submission from public.contact_submissions where id = p_submission_id for update;
  if submission.id is null then
    return jsonb_build_object('outcome', 'not-found');
  end if;
  if submission.status = 'spam' then
    return jsonb_build_object('outcome', 'spam');
  end if;

  insert into public.contact_deliveries (submission_id, kind, body, author_id, author_email)
  values (
    submission.id, 'reply', p_body, auth.uid(),
    (select users.email from auth.users as users where users.id = auth.uid())
  )
  returning * into reply;

  update public.contact_submissions
  set replied_at = reply.created_at,
    handled_at = coalesce(handled_at, reply.created_at),
    handled_by = coalesce(handled_by, auth.uid()),
    read_at = coalesce(read_at, reply.created_at)
  where id = submission.id;

  return jsonb_build_object('outcome', 'stored', 'id', reply.id, 'created_at', reply.created_at);
end;
$$;

revoke all on function public.reply_to_contact_submission(uuid, text) from public, anon, service_role;
grant execute on function public.reply_to_contact_submission(uuid, text) to authenticated;

-- The outbox run's claim, as before (20261129210000), with a reply's text and author; a delivery out of attempts is
-- moved out of the due range once (next_attempt_at = infinity), so the scan of due ones never walks the given-up ones.
create or replace function public.claim_contact_deliveries(p_limit integer, p_max_attempts integer)
returns setof jsonb
language sql
security invoker
set search_path = ''
as $$
  update public.contact_deliveries
  set next_attempt_at = 'infinity'
  where sent_at is null and next_attempt_at <= now() and attempts >= p_max_attempts;

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
    'body', claimed.body,
    'author_email', claimed.author_email,
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
