-- Sign-out ends inbox access at once. An access token lives for an hour and names its session in the `session_id`
-- claim; signing out, or reusing a refresh token, deletes that row of auth.sessions. From then on the caller is no
-- longer staff, so row level security refuses the old token while it is still valid.

-- 'staff', 'session_ended' (the token's session is gone or expired, or the token names none) or 'not_staff' (a live
-- session of an account that is not on the allow-list). The admin function tells the first two apart: sign in again
-- (401) or no access (403). auth.sessions belongs to Supabase Auth; on hosted projects the postgres role that owns
-- this function keeps read access to it (Supabase's own grants withhold only auth.schema_migrations).
create function public.staff_access()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when not exists (
      select 1 from auth.sessions
      where id = (
        -- A claim that is not a uuid names no session (and must not make the cast fail).
        case
          when auth.jwt() ->> 'session_id' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
            then (auth.jwt() ->> 'session_id')::uuid
        end
      )
        and user_id = auth.uid()
        and (not_after is null or not_after > now())
    ) then 'session_ended'
    when exists (select 1 from public.staff where user_id = auth.uid()) then 'staff'
    else 'not_staff'
  end
$$;

comment on function public.staff_access() is
  'staff, session_ended or not_staff: whether the caller''s JWT names a live session and its subject is on the staff allow-list.';

revoke all on function public.staff_access() from public, anon;
grant execute on function public.staff_access() to authenticated, service_role;

-- The policies keep calling is_staff(); it now also requires the live session.
create or replace function public.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.staff_access() = 'staff'
$$;

comment on function public.is_staff() is
  'True when the caller''s JWT names a live session and its subject is on the staff allow-list.';
