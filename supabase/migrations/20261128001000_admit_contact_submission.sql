-- One contact submission in one call: the idempotency check, the rate limits and the insert that send-contact-email
-- made as three requests, now one RPC and so one transaction (PostgREST wraps each call in one). Same order and the
-- same answers as the steps: a stored key answers 'already-stored' and spends no slot; p_buckets are spent first
-- (over them: 'rate-limited' with the seconds to wait); then p_then_buckets, a honeypot hit's spam ceiling (over it:
-- 'over-spam-ceiling', nothing stored); then the row, once per key ('already-stored' when a concurrent call won).
create function public.admit_contact_submission(
  p_submission jsonb,
  p_buckets jsonb,
  p_then_buckets jsonb default '[]'::jsonb
)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  retry_after integer;
  stored public.contact_submissions;
begin
  if p_submission ->> 'idempotency_key' is not null and exists (
    select 1 from public.contact_submissions where idempotency_key = p_submission ->> 'idempotency_key'
  ) then
    return jsonb_build_object('outcome', 'already-stored');
  end if;

  retry_after := public.consume_contact_rate_limit(p_buckets);
  if retry_after > 0 then
    return jsonb_build_object('outcome', 'rate-limited', 'retry_after', retry_after);
  end if;
  if jsonb_array_length(p_then_buckets) > 0
    and public.consume_contact_rate_limit(p_then_buckets) > 0 then
    return jsonb_build_object('outcome', 'over-spam-ceiling');
  end if;

  insert into public.contact_submissions
    (name, email, message, user_agent, source, metadata, ip_hash, status, idempotency_key)
  select r.name, r.email, r.message, r.user_agent, r.source, r.metadata, r.ip_hash, r.status, r.idempotency_key
  from jsonb_populate_record(null::public.contact_submissions, p_submission) as r
  on conflict (idempotency_key) do nothing
  returning * into stored;
  if stored.id is null then
    return jsonb_build_object('outcome', 'already-stored');
  end if;
  return jsonb_build_object('outcome', 'stored', 'id', stored.id, 'created_at', stored.created_at);
end;
$$;

comment on function public.admit_contact_submission(jsonb, jsonb, jsonb) is
  'send-contact-email in one call: idempotency check, rate limits, insert; answers {outcome, retry_after?, id?, created_at?}.';

revoke all on function public.admit_contact_submission(jsonb, jsonb, jsonb) from public, anon, authenticated;
grant execute on function public.admit_contact_submission(jsonb, jsonb, jsonb) to service_role;
