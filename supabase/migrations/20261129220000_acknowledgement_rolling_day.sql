-- The acknowledgement's "at most once per mailbox per day" is a rolling 24 hours, not the UTC calendar day: a mailbox
-- acknowledged at 23:50 UTC is not acknowledged again ten minutes later, and the rule means the same in every time
-- zone. Only admit_contact_submission changes (as in 20261129210000, but for that rule). The unique index on
-- (mailbox_hash, acknowledged_on) stays: two acknowledgements 24 hours apart always fall on different UTC days, and
-- the lookup by mailbox_hash uses it (a mailbox has at most one acknowledgement a day).

create or replace function public.admit_contact_submission(
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
  mailbox text;
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

  if stored.status = 'new' then
    insert into public.contact_deliveries (submission_id, kind)
    select stored.id, 'webhook'
    from jsonb_array_elements(coalesce(p_submission -> 'deliveries', '[]'::jsonb)) as wanted
    where wanted ->> 'kind' = 'webhook'
    limit 1;

    select wanted ->> 'mailbox_hash' into mailbox
    from jsonb_array_elements(coalesce(p_submission -> 'deliveries', '[]'::jsonb)) as wanted
    where wanted ->> 'kind' = 'acknowledgement' and wanted ->> 'mailbox_hash' is not null
    limit 1;
    if mailbox is not null then
      -- Submissions from one mailbox take turns here until their transaction ends, so the second sees the first's
      -- acknowledgement and skips its own.
      perform pg_advisory_xact_lock(hashtextextended('contact-acknowledgement/' || mailbox, 0));
      if not exists (
        select 1 from public.contact_deliveries as earlier
        where earlier.kind = 'acknowledgement'
          and earlier.mailbox_hash = mailbox
          and earlier.created_at > now() - interval '24 hours'
      ) then
        insert into public.contact_deliveries (submission_id, kind, mailbox_hash, acknowledged_on)
        values (stored.id, 'acknowledgement', mailbox, (now() at time zone 'UTC')::date)
        on conflict (mailbox_hash, acknowledged_on) where kind = 'acknowledgement' do nothing;
      end if;
    end if;
  end if;
  return jsonb_build_object('outcome', 'stored', 'id', stored.id, 'created_at', stored.created_at);
end;
$$;
