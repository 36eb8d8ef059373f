-- Taking a submission out of spam must not make an e-mail that was already sent look unsent. The staff
-- triage trigger set status 'new' on the way back, and the outbox then sent the notification again. Now a row whose
-- notification went out (notified_at is set) goes back to 'notified'; a row never notified goes back to 'new', so
-- its e-mail is still sent once. The outbox also skips any row whose notification went out, whatever its status.

create or replace function public.contact_submissions_staff_triage()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user <> 'authenticated' then
    return new;
  end if;
  if new.status is distinct from old.status
    and not (new.status = 'spam' or (old.status = 'spam' and new.status = 'new')) then
    raise exception 'staff may only mark a submission as spam or take it out of spam'
      using errcode = '42501';
  end if;
  if old.status = 'spam' and new.status = 'new' and old.notified_at is not null then
    new.status := 'notified';
  end if;
  if new.handled_at is null then
    new.handled_by := null;
  elsif new.handled_at is distinct from old.handled_at or new.handled_by is distinct from old.handled_by then
    new.handled_by := auth.uid();
  end if;
  return new;
end;
$$;

revoke all on function public.contact_submissions_staff_triage() from public, anon, authenticated, service_role;

create or replace function public.claim_contact_notifications(
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
      and due.notified_at is null
      and (due.next_attempt_at is null or due.next_attempt_at <= now())
      and due.notify_attempts < p_max_attempts
    order by due.created_at
    limit p_limit
    for update skip locked
  )
  returning submission.*;
$$;

revoke all on function public.claim_contact_notifications(integer, integer, integer) from public, anon, authenticated;
grant execute on function public.claim_contact_notifications(integer, integer, integer) to service_role;
