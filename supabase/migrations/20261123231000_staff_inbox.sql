-- The staff inbox (/admin): who is staff, what staff may read and change, and the privacy policy's 24-month deletion.
-- Staff sign in with Supabase Auth and every inbox query runs as them (role authenticated), so the grants and the
-- row level security policies below are the boundary. Anon gets nothing; a signed-in user who is not staff sees no row.

create table public.staff (
  user_id uuid primary key references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);

comment on table public.staff is
  'Allow-list of the agency''s staff accounts; deleting a row revokes inbox access at once.';

alter table public.staff enable row level security;
revoke all on table public.staff from public, anon, authenticated, service_role;
grant select, insert, delete on table public.staff to service_role;

-- SECURITY DEFINER so that policies can consult the allow-list without granting anyone access to it.
create function public.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.staff where user_id = auth.uid())
$$;

comment on function public.is_staff() is 'True when the caller''s JWT subject is on the staff allow-list.';

revoke all on function public.is_staff() from public, anon;
grant execute on function public.is_staff() to authenticated, service_role;

-- Triage columns, set by staff from the inbox.
alter table public.contact_submissions
  add column read_at timestamptz,
  add column handled_at timestamptz,
  add column handled_by uuid references auth.users (id) on delete set null,
  add column staff_note text
    constraint contact_submissions_staff_note_length check (char_length(staff_note) <= 2000);

-- The inbox lists newest first with keyset pagination on (created_at, id).
create index contact_submissions_created_at_id_idx on public.contact_submissions (created_at desc, id desc);

-- Staff read and delete whole rows but may change only the triage columns (status only to and from spam, below).
grant select, delete on table public.contact_submissions to authenticated;
grant update (read_at, handled_at, handled_by, staff_note, status) on table public.contact_submissions to authenticated;

create policy contact_submissions_staff_select on public.contact_submissions
  for select to authenticated
  using ((select public.is_staff()));

create policy contact_submissions_staff_update on public.contact_submissions
  for update to authenticated
  using ((select public.is_staff()))
  with check ((select public.is_staff()));

create policy contact_submissions_staff_delete on public.contact_submissions
  for delete to authenticated
  using ((select public.is_staff()));

-- The inbox's queries, one definition for both hosts (PostgREST rpc and PGlite). SECURITY INVOKER: they run as the
-- caller, so the policies above decide what they see. Views: new (not handled, not spam), handled, spam, failed
-- (notification e-mail failed), all. Search: case-insensitive substring of name, e-mail or message.
create function public.inbox_matches(s public.contact_submissions, p_view text, p_search text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select
    case p_view
      when 'new' then s.status <> 'spam' and s.handled_at is null
      when 'handled' then s.status <> 'spam' and s.handled_at is not null
      when 'spam' then s.status = 'spam'
      when 'failed' then s.status = 'notify_failed'
      else true
    end
    and (
      coalesce(p_search, '') = ''
      or strpos(lower(s.name), lower(p_search)) > 0
      or strpos(lower(s.email), lower(p_search)) > 0
      or strpos(lower(s.message), lower(p_search)) > 0
    )
$$;

-- Newest first; keyset pagination: pass the last row's created_at and id to get the rows after it.
create function public.inbox_list(
  p_view text,
  p_search text,
  p_after_created_at timestamptz,
  p_after_id uuid,
  p_limit integer
)
returns setof public.contact_submissions
language sql
stable
security invoker
set search_path = ''
as $$
  select s.* from public.contact_submissions s
  where public.inbox_matches(s, p_view, p_search)
    and (p_after_created_at is null or (s.created_at, s.id) < (p_after_created_at, p_after_id))
  order by s.created_at desc, s.id desc
  limit least(greatest(coalesce(p_limit, 50), 1), 1000)
$$;

create function public.inbox_counts(p_search text)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'new', count(*) filter (where public.inbox_matches(s, 'new', null)),
    'handled', count(*) filter (where public.inbox_matches(s, 'handled', null)),
    'spam', count(*) filter (where public.inbox_matches(s, 'spam', null)),
    'failed', count(*) filter (where public.inbox_matches(s, 'failed', null)),
    'all', count(*)
  )
  from public.contact_submissions s
  where public.inbox_matches(s, 'all', p_search)
$$;

revoke all on function public.inbox_matches(public.contact_submissions, text, text) from public, anon, service_role;
revoke all on function public.inbox_list(text, text, timestamptz, uuid, integer) from public, anon, service_role;
revoke all on function public.inbox_counts(text) from public, anon, service_role;
grant execute on function public.inbox_matches(public.contact_submissions, text, text) to authenticated;
grant execute on function public.inbox_list(text, text, timestamptz, uuid, integer) to authenticated;
grant execute on function public.inbox_counts(text) to authenticated;

-- What staff may not decide through the triage columns: who handled a row is the caller, and the delivery status is
-- the notification's business (staff only mark a row spam, or take it back out of spam).
create function public.contact_submissions_staff_triage()
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
  if new.handled_at is null then
    new.handled_by := null;
  elsif new.handled_at is distinct from old.handled_at or new.handled_by is distinct from old.handled_by then
    new.handled_by := auth.uid();
  end if;
  return new;
end;
$$;

create trigger contact_submissions_staff_triage
  before update on public.contact_submissions
  for each row execute function public.contact_submissions_staff_triage();

-- A trigger function is never called directly; firing it needs no EXECUTE privilege.
revoke all on function public.contact_submissions_staff_triage() from public, anon, authenticated, service_role;

-- The privacy policy: submissions are deleted 24 months after they arrive (packages/content CONTACT_RETENTION_MONTHS).
create function public.purge_expired_contact_submissions()
returns integer
language sql
security definer
set search_path = ''
as $$
  with purged as (
    delete from public.contact_submissions
    where created_at < now() - interval '24 months'
    returning 1
  )
  select count(*)::integer from purged
$$;

comment on function public.purge_expired_contact_submissions() is
  'Deletes contact submissions older than 24 months; returns how many. pg_cron runs it daily in production, the local host at start and hourly.';

revoke all on function public.purge_expired_contact_submissions() from public, anon, authenticated;
grant execute on function public.purge_expired_contact_submissions() to service_role;

-- Production schedule: Supabase ships pg_cron; the embedded database (PGlite) does not, so this is skipped there.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron with schema pg_catalog;
    perform cron.schedule(
      'purge-expired-contact-submissions',
      '17 3 * * *',
      'select public.purge_expired_contact_submissions()'
    );
  end if;
end
$$;
