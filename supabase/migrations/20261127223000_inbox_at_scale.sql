-- The staff inbox at any table size: what staff open must cost the same at a million submissions as at a thousand.
-- * The count of every view is kept by statement triggers in the same transaction as the change (inbox_view_counts),
--   so the unsearched counts are a read of five rows.
-- * Each view has a partial index in list order, so a page (first or deep, keyset) is an index range scan.
-- * Search is a case-insensitive substring of name, e-mail or message, answered from a trigram index; its counts stop
--   at 1 000 matches (the inbox then shows "1000+"), so a search matching half the table stays cheap.
-- * inbox_matches is inlinable (no SET clause), so a call with a constant view becomes the plain predicate and the
--   planner can match it to the view's partial index.

create schema if not exists extensions;
create extension if not exists pg_trgm with schema extensions;

-- One definition of the views and of search. Every reference is schema-qualified or in pg_catalog, which is always
-- searched first, so the function needs no search_path of its own (a SET clause would stop the planner inlining it).
create or replace function public.inbox_matches(s public.contact_submissions, p_view text, p_search text)
returns boolean
language sql
immutable
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
      or (s.name || E'\n' || s.email || E'\n' || s.message)
        ilike '%' || replace(replace(replace(p_search, '\', '\\'), '%', '\%'), '_', '\_') || '%'
    )
$$;

-- The search text joins the fields with a line break, which a search (a single line) cannot contain, so no match
-- spans two fields.
create index contact_submissions_search_idx on public.contact_submissions
  using gin ((name || E'\n' || email || E'\n' || message) extensions.gin_trgm_ops);

create index contact_submissions_view_new_idx on public.contact_submissions (created_at desc, id desc)
  where status <> 'spam' and handled_at is null;
create index contact_submissions_view_handled_idx on public.contact_submissions (created_at desc, id desc)
  where status <> 'spam' and handled_at is not null;
create index contact_submissions_view_spam_idx on public.contact_submissions (created_at desc, id desc)
  where status = 'spam';
create index contact_submissions_view_failed_idx on public.contact_submissions (created_at desc, id desc)
  where status = 'notify_failed';

-- The list and the counts read the table as their owner and let only staff through, like the policies do (a caller
-- who is not staff sees nothing). They cannot run as the caller: under row level security Postgres never uses a
-- predicate that is not leakproof, such as ILIKE, as an index condition, so every search would read the whole table.

-- Newest first; keyset pagination: pass the last row's created_at and id to get the rows after it. The view and the
-- search go into the statement as literals (format %L), so each call is planned with them: the view's predicate
-- meets its partial index and the search its trigram index.
create or replace function public.inbox_list(
  p_view text,
  p_search text,
  p_after_created_at timestamptz,
  p_after_id uuid,
  p_limit integer
)
returns setof public.contact_submissions
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_staff() then
    return;
  end if;
  if p_view is null or p_view not in ('new', 'handled', 'spam', 'failed', 'all') then
    raise exception 'unknown inbox view %', p_view using errcode = '22023';
  end if;
  return query execute format(
    'select s.* from public.contact_submissions s
     where public.inbox_matches(s, %L, %L)
       and ($1::timestamptz is null or (s.created_at, s.id) < ($1, $2))
     order by s.created_at desc, s.id desc
     limit %s',
    p_view,
    nullif(p_search, ''),
    least(greatest(coalesce(p_limit, 50), 1), 1000)
  )
  using p_after_created_at, p_after_id;
end;
$$;

-- The count of each view, kept in the transaction that changes a submission. One row per view; a change updates
-- the rows in view order, so two transactions never wait on each other in opposite orders.
create table public.inbox_view_counts (
  view text primary key
    constraint inbox_view_counts_view check (view in ('new', 'handled', 'spam', 'failed', 'all')),
  submissions bigint not null default 0
);

comment on table public.inbox_view_counts is
  'How many submissions each inbox view holds; kept by triggers on contact_submissions, read by inbox_counts.';

-- Read through inbox_counts only.
alter table public.inbox_view_counts enable row level security;
revoke all on table public.inbox_view_counts from public, anon, authenticated, service_role;

-- The views a row is in, for the triggers: always 'all', one of new/handled/spam, and 'failed' beside it.
create function public.inbox_views_of(s public.contact_submissions)
returns text[]
language sql
immutable
as $$
  select array_remove(
    array[
      'all',
      case when s.status = 'spam' then 'spam' when s.handled_at is null then 'new' else 'handled' end,
      case when s.status = 'notify_failed' then 'failed' end
    ],
    null
  )
$$;

-- Adds what one statement changed to the counts. Three static branches, because each trigger sees only its own
-- transition tables.
create function public.inbox_view_counts_apply()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into public.inbox_view_counts as c (view, submissions)
    select view, count(*) from inserted_rows r, unnest(public.inbox_views_of(r)) as view
    group by view order by view
    on conflict (view) do update set submissions = c.submissions + excluded.submissions;
  elsif tg_op = 'DELETE' then
    insert into public.inbox_view_counts as c (view, submissions)
    select view, -count(*) from deleted_rows r, unnest(public.inbox_views_of(r)) as view
    group by view order by view
    on conflict (view) do update set submissions = c.submissions + excluded.submissions;
  elsif tg_op = 'UPDATE' then
    insert into public.inbox_view_counts as c (view, submissions)
    select view, sum(delta) from (
      select view, 1 as delta from inserted_rows r, unnest(public.inbox_views_of(r)) as view
      union all
      select view, -1 from deleted_rows r, unnest(public.inbox_views_of(r)) as view
    ) as changes
    group by view having sum(delta) <> 0 order by view
    on conflict (view) do update set submissions = c.submissions + excluded.submissions;
  else
    update public.inbox_view_counts set submissions = 0;
  end if;
  return null;
end;
$$;

revoke all on function public.inbox_view_counts_apply() from public, anon, authenticated, service_role;

create trigger contact_submissions_count_inserts
  after insert on public.contact_submissions
  referencing new table as inserted_rows
  for each statement execute function public.inbox_view_counts_apply();
create trigger contact_submissions_count_updates
  after update on public.contact_submissions
  referencing old table as deleted_rows new table as inserted_rows
  for each statement execute function public.inbox_view_counts_apply();
create trigger contact_submissions_count_deletes
  after delete on public.contact_submissions
  referencing old table as deleted_rows
  for each statement execute function public.inbox_view_counts_apply();
create trigger contact_submissions_count_truncates
  after truncate on public.contact_submissions
  for each statement execute function public.inbox_view_counts_apply();

-- The counts of what is already stored; the lock keeps a concurrent change from slipping between count and trigger.
lock table public.contact_submissions in share row exclusive mode;
insert into public.inbox_view_counts (view, submissions)
select view, 0 from unnest(array['all', 'failed', 'handled', 'new', 'spam']) as view;
update public.inbox_view_counts c set submissions = counted.n
from (
  select view, count(*) as n from public.contact_submissions s, unnest(public.inbox_views_of(s)) as view
  group by view
) as counted
where c.view = counted.view;

-- Unsearched: the kept counts. Searched: counted over the matches, at most 1 000 per view.
create or replace function public.inbox_counts(p_search text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  counts jsonb;
begin
  if not public.is_staff() then
    return jsonb_build_object('new', 0, 'handled', 0, 'spam', 0, 'failed', 0, 'all', 0, 'capped', false);
  end if;
  if coalesce(p_search, '') = '' then
    select jsonb_object_agg(c.view, c.submissions) || jsonb_build_object('capped', false) into counts
    from public.inbox_view_counts c;
    return counts;
  end if;
  -- Counted over the first 1 001 matches; past 1 000 each figure is a floor and says so.
  execute format(
    'select jsonb_build_object(
       ''new'', least(count(*) filter (where public.inbox_matches(m.s, ''new'', null)), 1000),
       ''handled'', least(count(*) filter (where public.inbox_matches(m.s, ''handled'', null)), 1000),
       ''spam'', least(count(*) filter (where public.inbox_matches(m.s, ''spam'', null)), 1000),
       ''failed'', least(count(*) filter (where public.inbox_matches(m.s, ''failed'', null)), 1000),
       ''all'', least(count(*), 1000),
       ''capped'', count(*) > 1000
     )
     from (
       select s from public.contact_submissions s where public.inbox_matches(s, ''all'', %L) limit 1001
     ) as m',
    p_search
  ) into counts;
  return counts;
end;
$$;

revoke all on function public.inbox_views_of(public.contact_submissions) from public, anon, authenticated, service_role;
