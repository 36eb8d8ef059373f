-- Contact form submissions and the server-side rate limiter of the send-contact-email function.
-- Only the service role (the Edge Function) touches these objects; anon and authenticated get nothing.
-- The length caps mirror supabase/functions/_shared/limits.ts.

create table public.contact_submissions (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  name text not null
    constraint contact_submissions_name_length check (char_length(name) between 2 and 100)
    constraint contact_submissions_name_single_line check (name !~ '[\r\n]'),
  email text not null
    constraint contact_submissions_email_length check (char_length(email) between 5 and 254)
    constraint contact_submissions_email_format check (email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'),
  message text not null
    constraint contact_submissions_message_length check (char_length(message) between 10 and 5000),
  user_agent text
    constraint contact_submissions_user_agent_length check (char_length(user_agent) <= 512),
  source text not null default 'website'
    constraint contact_submissions_source_format check (source ~ '^[a-z0-9_-]{1,50}$'),
  metadata jsonb not null default '{}'::jsonb
    constraint contact_submissions_metadata_object check (jsonb_typeof(metadata) = 'object')
    constraint contact_submissions_metadata_size check (octet_length(metadata::text) <= 4096),
  -- Salted SHA-256 (hex) of the client address; the raw address is never stored.
  ip_hash text
    constraint contact_submissions_ip_hash_format check (ip_hash ~ '^[0-9a-f]{64}$'),
  status text not null default 'new'
    constraint contact_submissions_status check (status in ('new', 'notified', 'notify_failed', 'spam')),
  notified_at timestamptz,
  notify_error text
    constraint contact_submissions_notify_error_length check (char_length(notify_error) <= 1000)
);

comment on table public.contact_submissions is
  'Contact form submissions. status: new (stored, no e-mail provider), notified, notify_failed (retry), spam (honeypot).';

create index contact_submissions_created_at_idx on public.contact_submissions (created_at desc);
create index contact_submissions_retry_idx on public.contact_submissions (status) where status = 'notify_failed';

create table public.contact_rate_limit_hits (
  id bigint generated always as identity primary key,
  key text not null constraint contact_rate_limit_hits_key_length check (char_length(key) <= 200),
  hit_at timestamptz not null default now()
);

create index contact_rate_limit_hits_key_time_idx on public.contact_rate_limit_hits (key, hit_at);

alter table public.contact_submissions enable row level security;
alter table public.contact_rate_limit_hits enable row level security;

-- Supabase grants new public tables to anon and authenticated by default; take that back.
revoke all on table public.contact_submissions from public, anon, authenticated;
revoke all on table public.contact_rate_limit_hits from public, anon, authenticated;
grant select, insert, update, delete on table public.contact_submissions to service_role;
grant select, insert, delete on table public.contact_rate_limit_hits to service_role;

-- Sliding-window limiter. p_buckets: [{"key": text, "limit": int, "window_seconds": int}, ...].
-- When every bucket has room, records one hit per distinct key and returns 0; otherwise records nothing and returns
-- the seconds until the fullest bucket has room again.
create function public.consume_contact_rate_limit(p_buckets jsonb)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  bucket jsonb;
  bucket_key text;
  bucket_limit integer;
  bucket_window integer;
  hits integer;
  oldest timestamptz;
  retry_after integer := 0;
  max_window integer := 0;
begin
  if jsonb_typeof(p_buckets) is distinct from 'array' or jsonb_array_length(p_buckets) = 0 then
    raise exception 'p_buckets must be a non-empty array' using errcode = '22023';
  end if;

  -- Serialise callers per key so that concurrent requests cannot both take the last slot.
  for bucket_key in
    select distinct b ->> 'key' from jsonb_array_elements(p_buckets) as b order by 1
  loop
    perform pg_advisory_xact_lock(hashtextextended('contact_rate_limit:' || bucket_key, 0));
  end loop;

  for bucket in select * from jsonb_array_elements(p_buckets)
  loop
    bucket_key := bucket ->> 'key';
    bucket_limit := (bucket ->> 'limit')::integer;
    bucket_window := (bucket ->> 'window_seconds')::integer;
    if bucket_key is null or bucket_limit is null or bucket_limit < 1 or bucket_window is null or bucket_window < 1 then
      raise exception 'invalid bucket %', bucket using errcode = '22023';
    end if;
    max_window := greatest(max_window, bucket_window);

    select count(*), min(h.hit_at) into hits, oldest
    from (
      select hit_at from public.contact_rate_limit_hits
      where key = bucket_key and hit_at > now() - make_interval(secs => bucket_window)
      order by hit_at desc
      limit bucket_limit
    ) as h;

    if hits >= bucket_limit then
      retry_after := greatest(
        retry_after,
        ceil(extract(epoch from (oldest + make_interval(secs => bucket_window) - now())))::integer,
        1
      );
    end if;
  end loop;

  if retry_after > 0 then
    return retry_after;
  end if;

  insert into public.contact_rate_limit_hits (key)
  select distinct b ->> 'key' from jsonb_array_elements(p_buckets) as b;

  -- Keep the table small: hits older than the longest window no longer count.
  delete from public.contact_rate_limit_hits
  where key in (select distinct b ->> 'key' from jsonb_array_elements(p_buckets) as b)
    and hit_at <= now() - make_interval(secs => max_window);

  return 0;
end;
$$;

comment on function public.consume_contact_rate_limit(jsonb) is
  'Sliding-window rate limit for send-contact-email; 0 = allowed (hit recorded), otherwise Retry-After seconds.';

revoke all on function public.consume_contact_rate_limit(jsonb) from public, anon, authenticated;
grant execute on function public.consume_contact_rate_limit(jsonb) to service_role;
