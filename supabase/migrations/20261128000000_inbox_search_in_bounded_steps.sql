-- Search in bounded steps. A search whose letters are common but whose phrase is rare ("the the the"), or one the
-- trigram index cannot serve (fewer than three letters in a row), reads most of the table whichever plan Postgres
-- picks. On the embedded host one such statement would hold up every visitor, so a search runs as a series of
-- statements of bounded cost and the caller decides how many to run:
-- * inbox_search_cost estimates how many rows the trigram index would hand over for checking (from a sample);
-- * when that is small, inbox_search_indexed answers the whole search at once on the trigram index;
-- * otherwise inbox_search_window checks the next n rows in list order, and the caller moves the window on.
-- Both answer the matching ids of a view (the caller reads the rows as itself), the matches per view, and where the
-- next window starts.

-- Cursors carry a submission's time as JavaScript does, in milliseconds; a time stored with microseconds would make a
-- page boundary skip the rows later in the same millisecond.
alter table public.contact_submissions alter column created_at type timestamptz(3);

-- The rows the trigram index would hand over for p_search, estimated from a sample of about 2 000 rows (all of them
-- in a small table); null when the index has nothing to look up. Each run of three or more ASCII letters or digits
-- stands for its trigrams: a row holding every run holds every trigram the index would look for.
create function public.inbox_search_cost(p_search text)
returns bigint
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  runs text[];
  total bigint;
  sampled bigint;
  candidates bigint;
begin
  if not public.is_staff() then
    return null;
  end if;
  select array_agg(distinct '%' || m[1] || '%') into runs
  from regexp_matches(lower(coalesce(p_search, '')), '([a-z0-9]{3,})', 'g') as m;
  if runs is null then
    return null;
  end if;
  select c.submissions into total from public.inbox_view_counts c where c.view = 'all';
  if total <= 2000 then
    return total;
  end if;
  execute format(
    'select count(*), count(*) filter (where (s.name || E''\n'' || s.email || E''\n'' || s.message) ilike all ($1))
     from public.contact_submissions s tablesample system (%s) repeatable (0)',
    least(100, 2000 * 100.0 / total)
  )
  into sampled, candidates
  using runs;
  return ceil(candidates::numeric / greatest(sampled, 1) * total)::bigint;
end;
$$;

-- The answer of both search functions, from the matches of one stretch of the list (`hits`, each row as column s).
create function public.inbox_search_answer(
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
      select jsonb_agg(listed.id order by listed.created_at desc, listed.id desc)
      from (
        select h.id, h.created_at from unnest(hits) h
        where public.inbox_matches(h, p_view, null)
        order by h.created_at desc, h.id desc
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

-- The whole search on the trigram index, for a search whose estimated cost is small. Only bitmap scans are allowed,
-- so the plan is the trigram index (an ordered scan that filters would read the whole view when few rows match).
create function public.inbox_search_indexed(
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
       and ($1::timestamptz is null or (s.created_at, s.id) < ($1, $2))',
    p_search
  )
  into hits
  using p_after_created_at, p_after_id;
  return public.inbox_search_answer(p_view, p_limit, coalesce(hits, '{}'), null);
end;
$$;

-- The next p_rows rows of the list after the given one (all views, newest first), checked one by one: the cost is
-- that of p_rows rows whatever the search and the table's size. next_after is the window's last row when more rows
-- may follow, null when the window reached the oldest.
create function public.inbox_search_window(
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
  hits public.contact_submissions[];
  examined integer;
  last_row jsonb;
begin
  if not public.is_staff() then
    return null;
  end if;
  -- The window is materialized before it is searched, so the search cannot move to the trigram index.
  execute
    'with window_rows as materialized (
       select s from public.contact_submissions s
       where $1::timestamptz is null or (s.created_at, s.id) < ($1, $2)
       order by s.created_at desc, s.id desc
       limit $3
     )
     select
       (select array_agg(w.s) from window_rows w where public.inbox_matches(w.s, ''all'', $4)),
       (select count(*) from window_rows),
       (select jsonb_build_object(''created_at'', (w.s).created_at, ''id'', (w.s).id) from window_rows w
        order by (w.s).created_at, (w.s).id limit 1)'
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

revoke all on function public.inbox_search_answer(text, integer, public.contact_submissions[], jsonb)
  from public, anon, authenticated, service_role;

revoke all on function public.inbox_search_cost(text) from public, anon, service_role;
revoke all on function public.inbox_search_indexed(text, text, timestamptz, uuid, integer)
  from public, anon, service_role;
revoke all on function public.inbox_search_window(text, text, timestamptz, uuid, integer, integer)
  from public, anon, service_role;
grant execute on function public.inbox_search_cost(text) to authenticated;
grant execute on function public.inbox_search_indexed(text, text, timestamptz, uuid, integer) to authenticated;
grant execute on function public.inbox_search_window(text, text, timestamptz, uuid, integer, integer)
  to authenticated;
