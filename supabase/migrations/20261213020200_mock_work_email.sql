-- Mock interviews, trust (issue 42): a member shows on their board card that they have a work or college email, by an
-- emailed link. The card shows the domain only ("work email verified (acme.com)"), never the address.
--
-- * start_work_email_check(address) (the member, on the board) records the address and queues the link's email in
--   mail_queue (20261212000100_mock_reminders.sql); free webmail is refused; 3 links a day at most.
-- * The app server's worker makes the token when it sends the email and stores only its SHA-256 here
--   (set_work_email_token): the token itself is never stored. A failed send that is retried makes a new token.
-- * confirm_work_email(token_hash) (the same member, signed in) marks the address verified once: the token is cleared
--   (single use), an expired one (24 hours) is refused, and the address itself is forgotten, the domain kept.
-- Nobody reads the table through the Data API but the service role.

create table public.mock_email_checks (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  -- Kept only until verified (the email must be sent to it); null after.
  address text check (char_length(address) <= 254),
  domain text not null check (char_length(domain) between 3 and 253),
  token_hash text check (token_hash ~ '^[0-9a-f]{64}$'),
  expires_at timestamptz not null,
  verified_at timestamptz,
  created_at timestamptz not null default now()
);
create index mock_email_checks_user on public.mock_email_checks (user_id, created_at desc);
create unique index mock_email_checks_token on public.mock_email_checks (token_hash) where token_hash is not null;
alter table public.mock_email_checks enable row level security;
revoke all on table public.mock_email_checks from anon, authenticated;
grant select, insert, update, delete on table public.mock_email_checks to service_role;

-- Free webmail says nothing of a workplace: the same list as FREE_MAIL_DOMAINS in features/mocks/work-email.ts.
create function public.mock_free_mail_domain(domain text) returns boolean
language plpgsql immutable set search_path = '' as $$
declare
  free_mail_domains text[] := array['gmail.com', 'googlemail.com', 'yahoo.com', 'yahoo.co.in', 'yahoo.in', 'ymail.com', 'rocketmail.com', 'outlook.com', 'outlook.in', 'hotmail.com', 'hotmail.co.in', 'live.com', 'live.in', 'msn.com', 'icloud.com', 'me.com', 'mac.com', 'aol.com', 'proton.me', 'protonmail.com', 'pm.me', 'zoho.com', 'zohomail.in', 'rediffmail.com', 'gmx.com', 'gmx.net', 'mail.com', 'yandex.com', 'yandex.ru', 'tutanota.com', 'fastmail.com', 'hey.com'];
  parts text[] := string_to_array(lower(domain), '.');
begin
  for i in 1 .. coalesce(array_length(parts, 1), 0) loop
    if array_to_string(parts[i:], '.') = any (free_mail_domains) then
      return true;
    end if;
  end loop;
  return false;
end;
$$;

-- The queue carries the link's email too: it names the check instead of a mock.
alter table public.mail_queue
  alter column request_id drop not null,
  add column email_check_id uuid references public.mock_email_checks (id) on delete cascade,
  drop constraint mail_queue_kind_check,
  add constraint mail_queue_kind_check check (kind in ('mock-accepted', 'mock-day-before', 'mock-hour-before', 'work-email')),
  add constraint mail_queue_names_one check ((request_id is null) <> (email_check_id is null) and ((kind = 'work-email') = (email_check_id is not null)));

-- The member asks for a link to `address`.
create function public.start_work_email_check(address text) returns text
language plpgsql volatile security definer set search_path = '' as $$
declare
  clean text := lower(btrim(address));
  at_domain text := substring(lower(btrim(address)) from '^[^[:space:]@]+@([a-z0-9-]+(\.[a-z0-9-]+)+)$');
  check_id uuid;
begin
  if not public.is_member() then
    raise exception 'Only members can verify an email for the mock board.' using errcode = '42501';
  end if;
  if not exists (select 1 from public.mock_profiles p where p.user_id = auth.uid()) then
    raise exception 'Join the board before you verify a work email: it shows on your board card.' using errcode = '23514';
  end if;
  if at_domain is null or char_length(clean) > 254 then
    raise exception 'Give your work or college email address, such as asha@yourcompany.com.' using errcode = '23514';
  end if;
  if public.mock_free_mail_domain(at_domain) then
    raise exception '% is a free email service, so it cannot show where you work or study. Give your work or college address.', at_domain using errcode = '23514';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('mock_email_checks:' || auth.uid()::text, 0));
  if (select count(*) from public.mock_email_checks c where c.user_id = auth.uid() and c.created_at > now() - interval '1 day') >= 3 then
    raise exception 'You have asked for 3 links in the last 24 hours, the most allowed. Try again tomorrow.' using errcode = '23514';
  end if;
  -- A new link replaces any still waiting.
  update public.mock_email_checks c set expires_at = now(), token_hash = null
    where c.user_id = auth.uid() and c.verified_at is null and c.expires_at > now();
  insert into public.mock_email_checks (user_id, address, domain, expires_at)
    values (auth.uid(), clean, at_domain, now() + interval '24 hours') returning id into check_id;
  insert into public.mail_queue (kind, email_check_id, recipient, send_after) values ('work-email', check_id, auth.uid(), now());
  return at_domain;
end;
$$;
revoke all on function public.start_work_email_check(text) from public, anon;
grant execute on function public.start_work_email_check(text) to authenticated;

-- The worker, sending the link of `mail`: stores the new token's hash and says whether to send; a check already
-- verified or expired withdraws the email instead.
create function public.set_work_email_token(mail uuid, token_hash text) returns boolean
language plpgsql volatile security definer set search_path = '' as $$
begin
  update public.mock_email_checks c set token_hash = set_work_email_token.token_hash
    from public.mail_queue q
    where q.id = mail and q.email_check_id = c.id and q.sent_at is null and c.verified_at is null and c.expires_at > now();
  if found then
    return true;
  end if;
  update public.mail_queue q set cancelled_at = now(), locked_until = null where q.id = mail and q.sent_at is null;
  return false;
end;
$$;
revoke all on function public.set_work_email_token(uuid, text) from public, anon, authenticated;
grant execute on function public.set_work_email_token(uuid, text) to service_role;

-- The member opens the link: the token's hash, theirs, unexpired, unused. Returns the domain verified.
create function public.confirm_work_email(token_hash text) returns text
language plpgsql volatile security definer set search_path = '' as $$
declare
  found_check public.mock_email_checks;
begin
  if not public.is_member() then
    raise exception 'Only members can verify an email for the mock board.' using errcode = '42501';
  end if;
  select * into found_check from public.mock_email_checks c
    where c.token_hash = confirm_work_email.token_hash and c.user_id = auth.uid() and c.verified_at is null and c.expires_at > now()
    for update;
  if not found then
    raise exception 'This link has expired, was already used, or was sent to another member. Ask for a new one on your board entry.' using errcode = '23514';
  end if;
  update public.mock_email_checks c set verified_at = now(), token_hash = null, address = null where c.id = found_check.id;
  -- Older verified domains go: the card shows the latest.
  delete from public.mock_email_checks c where c.user_id = auth.uid() and c.id <> found_check.id and c.verified_at is not null;
  return found_check.domain;
end;
$$;
revoke all on function public.confirm_work_email(text) from public, anon;
grant execute on function public.confirm_work_email(text) to authenticated;

-- The member's own state, for their board entry: the domain verified, and the domain a link waits for.
create function public.my_work_email() returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object(
    'verified', (select c.domain from public.mock_email_checks c where c.user_id = auth.uid() and c.verified_at is not null order by c.verified_at desc limit 1),
    'pending', (select c.domain from public.mock_email_checks c where c.user_id = auth.uid() and c.verified_at is null and c.expires_at > now() order by c.created_at desc limit 1)
  )
  where public.is_member();
$$;
revoke all on function public.my_work_email() from public, anon;
grant execute on function public.my_work_email() to authenticated;

-- The worker's claim, as in 20261212000100_mock_reminders.sql, for both kinds of email: a link's email goes to the
-- address being checked, and is withdrawn once its check is verified or expired.
drop function public.claim_mail(integer, integer);
create function public.claim_mail(batch integer, lease_seconds integer)
returns table (id uuid, kind text, attempts integer, request_id uuid, email_check_id uuid, to_address text, to_name text, other_name text,
  proposed_at timestamptz, asking_question text, video_link text, domain text)
language plpgsql volatile security definer set search_path = '' as $$
begin
  update public.mail_queue q set cancelled_at = now()
    from public.mock_requests r
    where r.id = q.request_id and q.sent_at is null and q.cancelled_at is null and q.send_after <= now()
      and (r.status <> 'accepted' or (q.kind <> 'mock-accepted' and r.proposed_at <= now()));
  update public.mail_queue q set cancelled_at = now()
    from public.mock_email_checks c
    where c.id = q.email_check_id and q.sent_at is null and q.cancelled_at is null and (c.verified_at is not null or c.expires_at <= now());
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
      returning q.id, q.kind, q.attempts, q.request_id, q.email_check_id, q.recipient
    )
    select c.id, c.kind, c.attempts, c.request_id, c.email_check_id, coalesce(ch.address, a.email::text),
      coalesce(me.display_name, u.name, ''), coalesce(other.display_name, 'your partner'), r.proposed_at,
      case when (r.first_interviewer = c.recipient) then r.question_id else coalesce(r.second_question_id, r.question_id) end,
      other.video_link, ch.domain
    from claimed c
    join auth.users a on a.id = c.recipient
    left join public.mock_requests r on r.id = c.request_id
    left join public.mock_email_checks ch on ch.id = c.email_check_id
    left join public.user_profiles u on u.user_id = c.recipient
    left join public.mock_profiles me on me.user_id = c.recipient
    left join public.mock_profiles other on other.user_id = case when r.requester = c.recipient then r.partner else r.requester end;
end;
$$;
revoke all on function public.claim_mail(integer, integer) from public, anon, authenticated;
grant execute on function public.claim_mail(integer, integer) to service_role;

-- The board as in 20261212000300_mock_interviewer_rating.sql, with the domain of each member's verified work email.
drop function public.mock_board();
create function public.mock_board()
returns table (user_id uuid, display_name text, companies text[], interview_date date, experience text, slots text[],
  question_types text[], linkedin text, held bigint, no_shows bigint, late_cancels bigint,
  rated_as_interviewer bigint, kit_followed bigint, probes_asked bigint, work_email_domain text)
language sql stable security definer set search_path = '' as $$
  select p.user_id, p.display_name, p.companies, p.interview_date, p.experience, p.slots, p.question_types,
    case when p.show_linkedin then u.linkedin_profile end,
    (select count(*) from public.mock_requests r where r.status = 'held' and p.user_id in (r.requester, r.partner)),
    (select count(*) from public.mock_no_shows n where n.absent = p.user_id),
    (select count(*) from public.mock_requests r where r.cancelled_by = p.user_id and r.late_cancel),
    i.rated, i.kit, i.probes,
    (select c.domain from public.mock_email_checks c where c.user_id = p.user_id and c.verified_at is not null order by c.verified_at desc limit 1)
  from public.mock_profiles p
  left join public.user_profiles u on u.user_id = p.user_id
  cross join lateral (
    select count(*) filter (where f.kit_followed is not null or f.probes_asked is not null) as rated,
      count(*) filter (where f.kit_followed) as kit, count(*) filter (where f.probes_asked) as probes
    from public.mock_feedback f where f.subject = p.user_id and public.mock_feedback_open(f.request_id, f.subject)
  ) i
  where public.is_member() and public.mock_caller_on_board() and p.user_id <> auth.uid() and not p.paused
    and not public.mock_blocked_between(auth.uid(), p.user_id)
  order by p.updated_at desc;
$$;
revoke all on function public.mock_board() from public, anon;
grant execute on function public.mock_board() to authenticated;

-- The page's one read, as in 20261213020100_mock_board_admin.sql, with the member's own work email state.
create or replace function public.my_mock_page() returns jsonb
language sql stable security invoker set search_path = '' as $$
  select jsonb_build_object(
    'entry', (
      select to_jsonb(entry) from (
        select p.display_name, p.companies, p.interview_date, p.experience, p.slots, p.question_types, p.show_linkedin, p.paused,
          p.paused_for_no_shows, p.paused_by_admin
        from public.mock_profiles p where p.user_id = auth.uid()
      ) entry
    ),
    'video_link', public.mock_video_link(auth.uid()),
    'board', coalesce((select jsonb_agg(to_jsonb(b) - 'ordinality' order by b.ordinality) from public.mock_board() with ordinality b), '[]'::jsonb),
    'requests', coalesce((select jsonb_agg(to_jsonb(r) - 'ordinality' order by r.ordinality) from public.my_mock_requests() with ordinality r), '[]'::jsonb),
    'received', coalesce((
      select jsonb_agg(jsonb_build_object('request_id', f.request_id, 'scores', f.scores, 'comments', f.comments,
        'kit_followed', f.kit_followed, 'probes_asked', f.probes_asked))
      from public.mock_feedback f where f.subject = auth.uid()
    ), '[]'::jsonb),
    'blocked', coalesce((select jsonb_agg(k.blocked) from public.mock_blocks k where k.blocker = auth.uid()), '[]'::jsonb),
    'taken_off', exists (select 1 from public.mock_board_removals m where m.user_id = auth.uid()),
    'work_email', public.my_work_email()
  );
$$;
