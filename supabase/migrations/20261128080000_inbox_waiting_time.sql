-- Waiting time against the 24-hour promise. An open submission (the "new" view: not handled, not spam) has waited
-- since it arrived; past a threshold the admin function is configured with, it is overdue.
-- * inbox_waited_seconds: how long a row has waited, from now(), so it reads the same under any session time zone;
--   null for a row that is not open. PostgREST serves it as a computed column of contact_submissions.
-- * The "waiting" view: the open submissions oldest first, read from the "new" view's index scanned backwards.
-- * inbox_overdue: how many open submissions have waited at least the threshold. It depends on the clock, so no
--   trigger can keep it: it is a range of the "new" view's index (created_at up to now() minus the threshold), read
--   up to 1 001 entries, so it costs the same at any table size and past 1 000 says it stopped counting.

-- The views, now with 'waiting' (the same rows as 'new'). Still inlinable: no SET clause, every reference qualified.
create or replace function public.inbox_matches(s public.contact_submissions, p_view text, p_search text)
returns boolean
language sql
immutable
as $$
  select
    case p_view
      when 'new' then s.status <> 'spam' and s.handled_at is null
      when 'waiting' then s.status <> 'spam' and s.handled_at is null
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

-- Whole seconds since the row arrived while it is open, else null. A whole number of seconds s is at least a
-- threshold of n seconds exactly when now() - created_at >= n seconds, the bound inbox_overdue counts with.
create function public.inbox_waited_seconds(s public.contact_submissions)
returns integer
language sql
stable
as $$
  select case
    when s.status <> 'spam' and s.handled_at is null
      then greatest(floor(extract(epoch from (pg_catalog.now() - s.created_at))), 0)::integer
  end
$$;

comment on function public.inbox_waited_seconds(public.contact_submissions) is
  'Seconds an open submission has waited (from now()); null once handled or spam. A computed column for PostgREST.';

-- The list: 'waiting' runs oldest first (keyset after the given row in that order), every other view newest first.
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
declare
  oldest_first boolean := p_view = 'waiting';
begin
  if not public.is_staff() then
    return;
  end if;
  if p_view is null or p_view not in ('new', 'waiting', 'handled', 'spam', 'failed', 'all') then
    raise exception 'unknown inbox view %', p_view using errcode = '22023';
  end if;
  return query execute format(
    'select s.* from public.contact_submissions s
     where public.inbox_matches(s, %L, %L)
       and ($1::timestamptz is null or (s.created_at, s.id) %s ($1, $2))
     order by s.created_at %s, s.id %s
     limit %s',
    p_view,
    nullif(p_search, ''),
    case when oldest_first then '>' else '<' end,
    case when oldest_first then 'asc' else 'desc' end,
    case when oldest_first then 'asc' else 'desc' end,
    least(greatest(coalesce(p_limit, 50), 1), 1000)
  )
  using p_after_created_at, p_after_id;
end;
$$;

-- How many open submissions have waited at least p_overdue_after_seconds: {"count": n, "capped": bool}, n at most
-- 1 000 (capped: there are more). Counted over the "new" view's index range, at most 1 001 entries.
create function public.inbox_overdue(p_overdue_after_seconds integer)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  found bigint;
begin
  if p_overdue_after_seconds is null or p_overdue_after_seconds < 1 then
    raise exception 'the overdue threshold must be at least one second, got %', p_overdue_after_seconds
      using errcode = '22023';
  end if;
  if not public.is_staff() then
    return jsonb_build_object('count', 0, 'capped', false);
  end if;
  select count(*) into found from (
    select 1 from public.contact_submissions s
    where s.status <> 'spam' and s.handled_at is null
      and s.created_at <= pg_catalog.now() - pg_catalog.make_interval(secs => p_overdue_after_seconds)
    limit 1001
  ) as overdue;
  return jsonb_build_object('count', least(found, 1000), 'capped', found > 1000);
end;
$$;

-- Both search functions walk 'waiting' oldest first: the window after the given row in that order, the matches in
-- that order, and next_after the window's newest row.
create or replace function public.inbox_search_answer(
  p_view text,
  p_limit integer,
  hits public.contact_submissions[],
  next_after jsonb
)
returns jsonb
language sql
immutable
as $$
  select jsonb_build_object(
    'ids', coalesce((
      select jsonb_agg(listed.id order by listed.n)
      from (
        select h.id, row_number() over (
          order by
            case when p_view = 'waiting' then h.created_at end asc,
            case when p_view = 'waiting' then h.id end asc,
            h.created_at desc,
            h.id desc
        ) as n
        from unnest(hits) h
        where public.inbox_matches(h, p_view, null)
        order by n
        limit p_limit
      ) as listed
    ), '[]'::jsonb),
    'counts', (
      select jsonb_build_object(
        'new', count(*) filter (where public.inbox_matches(h, 'new', null)),
        'handled', count(*) filter (where public.inbox_matches(h, 'handled', null)),
        'spam', count(*) filter (where public.inbox_matches(h, 'spam', null)),
        'failed', count(*) filter (where public.inbox_matches(h, 'failed', null)),
        'all', count(*)
      )
      from unnest(hits) h
    ),
    'next_after', next_after
  )
$$;

create or replace function public.inbox_search_indexed(
  p_view text,
  p_search text,
  p_after_created_at timestamptz,
  p_after_id uuid,
  p_limit integer
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
set enable_seqscan = off
set enable_indexscan = off
as $$
declare
  hits public.contact_submissions[];
begin
  if not public.is_staff() then
    return null;
  end if;
  execute format(
    'select array_agg(s) from public.contact_submissions s
     where public.inbox_matches(s, ''all'', %L)
       and ($1::timestamptz is null or (s.created_at, s.id) %s ($1, $2))',
    p_search,
    case when p_view = 'waiting' then '>' else '<' end
  )
  into hits
  using p_after_created_at, p_after_id;
  return public.inbox_search_answer(p_view, p_limit, coalesce(hits, '{}'), null);
end;
$$;

create or replace function public.inbox_search_window(
  p_view text,
  p_search text,
  p_after_created_at timestamptz,
  p_after_id uuid,
  p_limit integer,
  p_rows integer
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  oldest_first boolean := p_view = 'waiting';
  hits public.contact_submissions[];
  examined integer;
  last_row jsonb;
begin
  if not public.is_staff() then
    return null;
  end if;
  -- The window is materialized before it is searched, so the search cannot move to the trigram index.
  execute format(
    'with window_rows as materialized (
       select s from public.contact_submissions s
       where $1::timestamptz is null or (s.created_at, s.id) %1$s ($1, $2)
       order by s.created_at %2$s, s.id %2$s
       limit $3
     )
     select
       (select array_agg(w.s) from window_rows w where public.inbox_matches(w.s, ''all'', $4)),
       (select count(*) from window_rows),
       (select jsonb_build_object(''created_at'', (w.s).created_at, ''id'', (w.s).id) from window_rows w
        order by (w.s).created_at %3$s, (w.s).id %3$s limit 1)',
    case when oldest_first then '>' else '<' end,
    case when oldest_first then 'asc' else 'desc' end,
    case when oldest_first then 'desc' else 'asc' end
  )
  into hits, examined, last_row
  using p_after_created_at, p_after_id, greatest(p_rows, 1), p_search;
  return public.inbox_search_answer(
    p_view,
    p_limit,
    coalesce(hits, '{}'),
    case when examined >= greatest(p_rows, 1) then last_row end
  );
end;
$$;

revoke all on function public.inbox_waited_seconds(public.contact_submissions) from public, anon, service_role;
revoke all on function public.inbox_overdue(integer) from public, anon, service_role;
grant execute on function public.inbox_waited_seconds(public.contact_submissions) to authenticated;
grant execute on function public.inbox_overdue(integer) to authenticated;
