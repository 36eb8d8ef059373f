-- An owner for each submission: a staff member takes it or a colleague assigns it, so two people do not answer the
-- same lead and none is left without someone. The "mine" view lists the caller's own open submissions.
-- * owner_id references the staff allow-list; removing someone from the list sets their submissions' owner to null
--   (they are open to be taken again), it never blocks the removal or deletes a submission.
-- * The "mine" view: open (not handled, not spam) and owned by the caller, newest first, read from its own partial
--   index with the caller's id as its first column, so a page is an index range scan at any table size.
-- * Its count depends on who asks, so no kept count serves it: inbox_mine_count reads the caller's range of that index,
--   at most 1 001 entries, and past 1 000 says it stopped counting (like inbox_overdue).
-- * inbox_staff: who is on the staff list, with their e-mail, for the owner's name and the assign control.

alter table public.contact_submissions
  add column owner_id uuid references public.staff (user_id) on delete set null;

grant update (owner_id) on table public.contact_submissions to authenticated;

-- Only owned rows: the index cannot stand in for the "new" view's own (whose overdue range it would read whole).
create index contact_submissions_view_mine_idx on public.contact_submissions (owner_id, created_at desc, id desc)
  where status <> 'spam' and handled_at is null and owner_id is not null;

-- The views, now with 'mine'. It reads the caller (auth.uid(), stable), so the function is stable: a stable SQL
-- function whose body calls only stable and immutable functions is still inlined, and a constant view still becomes
-- its plain predicate.
create or replace function public.inbox_matches(s public.contact_submissions, p_view text, p_search text)
returns boolean
language sql
stable
as $$
  select
    case p_view
      when 'new' then s.status <> 'spam' and s.handled_at is null
      when 'waiting' then s.status <> 'spam' and s.handled_at is null
      when 'mine' then s.status <> 'spam' and s.handled_at is null and s.owner_id = auth.uid()
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

-- The list, now accepting 'mine' (newest first, like every view but 'waiting').
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
  if p_view is null or p_view not in ('new', 'waiting', 'mine', 'handled', 'spam', 'failed', 'all') then
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

-- A search's counts now include 'mine' (the caller's own open matches). Stable: inbox_matches reads the caller.
create or replace function public.inbox_search_answer(
  p_view text,
  p_limit integer,
  hits public.contact_submissions[],
  next_after jsonb
)
returns jsonb
language sql
stable
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
        'mine', count(*) filter (where public.inbox_matches(h, 'mine', null)),
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

revoke all on function public.inbox_search_answer(text, integer, public.contact_submissions[], jsonb)
  from public, anon, authenticated, service_role;

-- How many open submissions the caller owns: {"count": n, "capped": bool}, n at most 1 000 (capped: there are more).
-- Counted over the caller's range of the "mine" index, at most 1 001 entries.
create function public.inbox_mine_count()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  found bigint;
begin
  if not public.is_staff() then
    return jsonb_build_object('count', 0, 'capped', false);
  end if;
  select count(*) into found from (
    select 1 from public.contact_submissions s
    where s.status <> 'spam' and s.handled_at is null and s.owner_id = auth.uid()
    limit 1001
  ) as mine;
  return jsonb_build_object('count', least(found, 1000), 'capped', found > 1000);
end;
$$;

-- The staff list with each member's e-mail, for staff only (the owner's name in the list, the assign control).
create function public.inbox_staff()
returns table (user_id uuid, email text)
language sql
stable
security definer
set search_path = ''
as $$
  select st.user_id, u.email::text
  from public.staff st
  join auth.users u on u.id = st.user_id
  where public.is_staff()
  order by lower(u.email::text)
$$;

comment on function public.inbox_staff() is
  'The staff allow-list with each member''s e-mail; empty for a caller who is not staff.';

revoke all on function public.inbox_mine_count() from public, anon, service_role;
revoke all on function public.inbox_staff() from public, anon, service_role;
grant execute on function public.inbox_mine_count() to authenticated;
grant execute on function public.inbox_staff() to authenticated;
