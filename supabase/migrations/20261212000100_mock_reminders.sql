-- Mock interviews, reminders and late cancels (issue 42).
--
-- * An email queue the app server's worker (features/mocks/mail-worker.ts) sends from, through SMTP_URL: a restart or
--   a failed send loses nothing (the row stays until sent), and a row is claimed with a lease, so two workers never send
--   it twice. Only the server reads it (the service role); members have no access at all.
-- * Accepting a mock queues three reminders to each of the two (features/mocks/reminder-schedule.ts has the same
--   rule): at once (with the .ics), the day before and an hour before, the last two only when still ahead. Cancelling
--   the mock, whoever or whatever cancels it, withdraws those not yet sent.
-- * Cancelling an agreed mock less than two hours before its start is a late cancel, on the record of who cancelled.
-- * At most 30 emails a day to one member: past that, further reminders are not queued.

-- The queue -------------------------------------------------------------------------------------------------------------
create table public.mail_queue (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('mock-accepted', 'mock-day-before', 'mock-hour-before')),
  request_id uuid not null references public.mock_requests (id) on delete cascade,
  recipient uuid not null references auth.users (id) on delete cascade,
  send_after timestamptz not null,
  attempts integer not null default 0 check (attempts >= 0),
  -- Set while a worker holds the row; another may take it only once this has passed (a worker that died mid-send).
  locked_until timestamptz,
  sent_at timestamptz,
  cancelled_at timestamptz,
  last_error text check (char_length(last_error) <= 500),
  created_at timestamptz not null default now(),
  unique (kind, request_id, recipient)
);
create index mail_queue_due on public.mail_queue (send_after) where sent_at is null and cancelled_at is null;
create index mail_queue_recipient on public.mail_queue (recipient, created_at);
alter table public.mail_queue enable row level security;
revoke all on table public.mail_queue from anon, authenticated;
grant select, insert, update, delete on table public.mail_queue to service_role;

-- The most emails a member is sent a day: the limit is the database's, whatever queues them.
create function public.limit_mail_queue() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform pg_advisory_xact_lock(hashtextextended('mail_queue:' || new.recipient::text, 0));
  if (select count(*) from public.mail_queue q where q.recipient = new.recipient and q.created_at > now() - interval '1 day') >= 30 then
    return null;
  end if;
  new.created_at := now();
  return new;
end;
$$;
create trigger limit_mail_queue before insert on public.mail_queue
  for each row execute function public.limit_mail_queue();

-- Late cancels ----------------------------------------------------------------------------------------------------------
alter table public.mock_requests
  add column cancelled_by uuid references auth.users (id) on delete set null,
  add column late_cancel boolean not null default false;

-- Who cancelled, and whether it was late: an agreed mock cancelled by one of its two people less than two hours before
-- its start. A cancel by a block, a membership ending or an admin (no member's own act) is not late.
create function public.note_mock_cancel() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.status = 'cancelled' and old.status is distinct from 'cancelled' then
    new.cancelled_by := auth.uid();
    new.late_cancel := old.status = 'accepted' and auth.uid() in (old.requester, old.partner)
      and old.proposed_at - now() < interval '2 hours'
      and not public.mock_blocked_between(old.requester, old.partner);
  else
    new.cancelled_by := old.cancelled_by;
    new.late_cancel := old.late_cancel;
  end if;
  return new;
end;
$$;
create trigger note_mock_cancel before update on public.mock_requests
  for each row execute function public.note_mock_cancel();

-- Reminders follow the mock -------------------------------------------------------------------------------------------
create function public.queue_mock_reminders() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.status = 'accepted' and old.status is distinct from 'accepted' then
    insert into public.mail_queue (kind, request_id, recipient, send_after)
      select k.kind, new.id, who, k.at
      from unnest(array[new.requester, new.partner]) who,
        (values ('mock-accepted', now()), ('mock-day-before', new.proposed_at - interval '1 day'),
          ('mock-hour-before', new.proposed_at - interval '1 hour')) k(kind, at)
      where k.kind = 'mock-accepted' or k.at > now()
      on conflict do nothing;
  elsif new.status in ('cancelled', 'declined') and old.status is distinct from new.status then
    update public.mail_queue q set cancelled_at = now() where q.request_id = new.id and q.sent_at is null and q.cancelled_at is null;
  elsif new.status = 'accepted' and new.proposed_at is distinct from old.proposed_at then
    -- Only the service role moves a time: the reminders still to go move with it.
    update public.mail_queue q set send_after = case q.kind
        when 'mock-day-before' then new.proposed_at - interval '1 day'
        when 'mock-hour-before' then new.proposed_at - interval '1 hour'
        else q.send_after end
      where q.request_id = new.id and q.sent_at is null and q.cancelled_at is null;
  end if;
  return new;
end;
$$;
create trigger queue_mock_reminders after update on public.mock_requests
  for each row execute function public.queue_mock_reminders();

-- The worker's side (service role only) -----------------------------------------------------------------------------------
-- Claims up to `batch` due emails for `lease_seconds` and returns what each needs: the recipient's address, the mock and
-- the question the recipient asks (never the one they answer), and the partner's name and video link. A row whose mock
-- is no longer agreed, or whose reminder comes after the start, is withdrawn instead (no reminder for a cancelled mock).
create function public.claim_mail(batch integer, lease_seconds integer)
returns table (id uuid, kind text, attempts integer, request_id uuid, to_address text, to_name text, other_name text,
  proposed_at timestamptz, asking_question text, video_link text)
language plpgsql volatile security definer set search_path = '' as $$
begin
  update public.mail_queue q set cancelled_at = now()
    from public.mock_requests r
    where r.id = q.request_id and q.sent_at is null and q.cancelled_at is null and q.send_after <= now()
      and (r.status <> 'accepted' or (q.kind <> 'mock-accepted' and r.proposed_at <= now()));
  return query
    with picked as (
      select q.id from public.mail_queue q
      where q.sent_at is null and q.cancelled_at is null and q.send_after <= now()
        and (q.locked_until is null or q.locked_until <= now()) and q.attempts < 8
      order by q.send_after
      limit least(greatest(batch, 1), 50)
      for update skip locked
    ), claimed as (
      update public.mail_queue q set locked_until = now() + make_interval(secs => least(greatest(lease_seconds, 10), 600)), attempts = q.attempts + 1
      from picked where q.id = picked.id
      returning q.id, q.kind, q.attempts, q.request_id, q.recipient
    )
    select c.id, c.kind, c.attempts, c.request_id, a.email::text,
      coalesce(me.display_name, u.name, ''), coalesce(other.display_name, 'your partner'), r.proposed_at,
      case when (r.first_interviewer = c.recipient) then r.question_id else coalesce(r.second_question_id, r.question_id) end,
      other.video_link
    from claimed c
    join public.mock_requests r on r.id = c.request_id
    join auth.users a on a.id = c.recipient
    left join public.user_profiles u on u.user_id = c.recipient
    left join public.mock_profiles me on me.user_id = c.recipient
    left join public.mock_profiles other on other.user_id = case when r.requester = c.recipient then r.partner else r.requester end;
end;
$$;
revoke all on function public.claim_mail(integer, integer) from public, anon, authenticated;
grant execute on function public.claim_mail(integer, integer) to service_role;

-- A claimed email went: it is never sent again.
create function public.mark_mail_sent(mail uuid) returns void
language sql volatile security definer set search_path = '' as $$
  update public.mail_queue set sent_at = now(), locked_until = null, last_error = null where id = mail and sent_at is null;
$$;
revoke all on function public.mark_mail_sent(uuid) from public, anon, authenticated;
grant execute on function public.mark_mail_sent(uuid) to service_role;

-- A claimed email failed: it waits 2^attempts minutes (at most 6 hours) before the next try; after 8 tries it stays, unsent,
-- with its last error, for an operator to see.
create function public.mark_mail_failed(mail uuid, error text) returns void
language sql volatile security definer set search_path = '' as $$
  update public.mail_queue set locked_until = null, last_error = left(error, 500),
    send_after = now() + least(interval '6 hours', make_interval(mins => power(2, attempts)::int))
  where id = mail and sent_at is null;
$$;
revoke all on function public.mark_mail_failed(uuid, text) from public, anon, authenticated;
grant execute on function public.mark_mail_failed(uuid, text) to service_role;

-- The board with each member's late cancels (the record: held, no-shows, late cancels) -----------------------------------
drop function public.mock_board();
create function public.mock_board()
returns table (user_id uuid, display_name text, companies text[], interview_date date, experience text, slots text[],
  question_types text[], linkedin text, held bigint, no_shows bigint, late_cancels bigint)
language sql stable security definer set search_path = '' as $$
  select p.user_id, p.display_name, p.companies, p.interview_date, p.experience, p.slots, p.question_types,
    case when p.show_linkedin then u.linkedin_profile end,
    (select count(*) from public.mock_requests r where r.status = 'held' and p.user_id in (r.requester, r.partner)),
    (select count(*) from public.mock_no_shows n where n.absent = p.user_id),
    (select count(*) from public.mock_requests r where r.cancelled_by = p.user_id and r.late_cancel)
  from public.mock_profiles p
  left join public.user_profiles u on u.user_id = p.user_id
  where public.is_member() and public.mock_caller_on_board() and p.user_id <> auth.uid() and not p.paused
    and not public.mock_blocked_between(auth.uid(), p.user_id)
  order by p.updated_at desc;
$$;
revoke all on function public.mock_board() from public, anon;
grant execute on function public.mock_board() to authenticated;
