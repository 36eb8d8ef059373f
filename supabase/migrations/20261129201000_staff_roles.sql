-- Who may change the staff list from /admin: an owner invites colleagues and removes them; a member works the inbox.
-- The role is a fact of the allow-list (public.staff), never of the account's user_metadata, which the user can edit.
-- * staff.role: 'member' (the default) or 'owner'.
-- * inbox_staff now names each member's role, for the list and for the page to know whether to offer the controls.
-- * remove_staff: an owner takes a colleague off the list (their submissions stay, with no owner); not themselves,
--   so the list always keeps an owner who can invite.
-- * add_staff: the service role puts an invited account on the list, as a member (the admin function does, after it
--   checked that the caller is an owner).

alter table public.staff
  add column role text not null default 'member' constraint staff_role check (role in ('member', 'owner'));

-- An owner on a list that has none yet: the earliest member, so that someone can invite and remove from /admin.
update public.staff set role = 'owner'
where user_id = (select user_id from public.staff order by created_at, user_id limit 1);

drop function public.inbox_staff();

create function public.inbox_staff()
returns table (user_id uuid, email text, role text)
language sql
stable
security definer
set search_path = ''
as $$
  select st.user_id, u.email::text, st.role
  from public.staff st
  join auth.users u on u.id = st.user_id
  where public.is_staff()
  order by lower(u.email::text)
$$;

comment on function public.inbox_staff() is
  'The staff allow-list with each member''s e-mail and role; empty for a caller who is not staff.';

-- True when the caller is staff (live session) and an owner.
create function public.is_staff_owner()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.is_staff() and exists (
    select 1 from public.staff where user_id = auth.uid() and role = 'owner'
  )
$$;

-- 'removed', 'not_found' or 'self'; raises 42501 for a caller who is not an owner.
create function public.remove_staff(p_user_id uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not public.is_staff_owner() then
    raise exception 'only an owner may remove staff' using errcode = '42501';
  end if;
  if p_user_id = auth.uid() then
    return 'self';
  end if;
  delete from public.staff where user_id = p_user_id;
  return case when found then 'removed' else 'not_found' end;
end;
$$;

-- The account an invitation named, put on the list as a member (already there: left as it is).
create function public.add_staff(p_user_id uuid)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.staff (user_id) values (p_user_id) on conflict (user_id) do nothing
$$;

-- The account of an e-mail address, for the service role (an invitation to an address that has an account already).
create function public.staff_account_id(p_email text)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select id from auth.users where lower(email::text) = lower(trim(p_email))
$$;

revoke all on function public.inbox_staff() from public, anon, service_role;
revoke all on function public.is_staff_owner() from public, anon;
revoke all on function public.remove_staff(uuid) from public, anon, service_role;
revoke all on function public.add_staff(uuid) from public, anon, authenticated;
revoke all on function public.staff_account_id(text) from public, anon, authenticated;
grant execute on function public.inbox_staff() to authenticated;
grant execute on function public.is_staff_owner() to authenticated, service_role;
grant execute on function public.remove_staff(uuid) to authenticated;
grant execute on function public.add_staff(uuid) to service_role;
grant execute on function public.staff_account_id(text) to service_role;
