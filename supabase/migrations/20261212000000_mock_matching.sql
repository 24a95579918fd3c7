-- Mock interviews, third round (issue 42): matched by free times, booked atomically, a question for each half chosen
-- at acceptance.
--
-- * A board entry's `slots` ('sat-morning': Saturday 9:00-12:00 IST) are a weekly availability: they hold every week
--   until the member changes them, so "Find me a partner" proposes times in the coming weeks, not only this one.
-- * An entry names the question types its member practises; the questions of a mock are chosen from them.
-- * A request must start in a time both members have free (one who listed none takes any time), not in the past, not
--   to or from a member either blocked, and not when either already has a mock booked.
-- * Accepting books the hour blocks of the mock for both in `mock_bookings`, whose primary key lets one mock per member
--   per hour exist: two acceptances of the same time at once, one wins, the other is refused with a plain message.

-- Question types practised ----------------------------------------------------------------------------------------------
alter table public.mock_profiles
  add column question_types text[] not null default '{}'
    check (cardinality(question_types) <= 8 and question_types <@ array['estimation', 'analytical', 'execution', 'product-design',
      'product-strategy', 'behavioral', 'technical', 'ai-product']);
grant select (question_types), insert (question_types), update (question_types) on table public.mock_profiles to authenticated;

-- Questions chosen at acceptance ----------------------------------------------------------------------------------------
-- A request sent from "Find me a partner" names a time only; its questions are chosen when it is accepted
-- (accept_mock_request below). An agreed mock always has them.
alter table public.mock_requests
  alter column question_type drop not null,
  alter column question_id drop not null,
  add constraint mock_requests_questions_whole check ((question_type is null) = (question_id is null)),
  add constraint mock_requests_agreed_has_questions check (status in ('pending', 'declined', 'cancelled') or question_id is not null);

-- Time helpers --------------------------------------------------------------------------------------------------------
-- The part of the week (IST, a fixed +05:30) a start falls in: 'sat-morning' for Saturday 9:00-11:59, 'none' outside
-- 9:00-21:00. A mock lasts an hour, so an evening start is at most 20:00.
create function public.mock_slot_of(start timestamptz) returns text
language sql immutable set search_path = '' as $$
  select lower(to_char(l, 'Dy')) || '-' || case
    when extract(hour from l) between 9 and 11 then 'morning'
    when extract(hour from l) between 12 and 16 then 'afternoon'
    when extract(hour from l) between 17 and 20 then 'evening'
    else 'none' end
  from (select (start + interval '5 hours 30 minutes') at time zone 'UTC' as l) t;
$$;

-- The IST hour blocks an hour-long mock starting at `start` touches: one when it starts on the hour, two otherwise.
create function public.mock_hours(start timestamptz) returns timestamptz[]
language sql immutable set search_path = '' as $$
  select case when b = start then array[b] else array[b, b + interval '1 hour'] end
  from (select (date_trunc('hour', (start + interval '5 hours 30 minutes') at time zone 'UTC') at time zone 'UTC') - interval '5 hours 30 minutes' as b) t;
$$;

-- Bookings ------------------------------------------------------------------------------------------------------------
-- The hours each member has an agreed mock in. Written by the request's trigger only; nobody reads it through the Data
-- API but the service role (the page reads a member's mocks from mock_requests).
create table public.mock_bookings (
  user_id uuid not null references auth.users (id) on delete cascade,
  hour_start timestamptz not null,
  request_id uuid not null references public.mock_requests (id) on delete cascade,
  primary key (user_id, hour_start)
);
create index mock_bookings_request on public.mock_bookings (request_id);
alter table public.mock_bookings enable row level security;
revoke all on table public.mock_bookings from anon, authenticated;

-- Requests: the checks of 20261210002000_mock_window_blind_feedback.sql, plus the requester's own free times and the
-- bookings of both.
create or replace function public.check_mock_request() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  target public.mock_profiles;
  own public.mock_profiles;
  slot text := public.mock_slot_of(new.proposed_at);
begin
  if new.requester = new.partner then
    raise exception 'You cannot send a request to yourself.' using errcode = '23514';
  end if;
  if new.proposed_at <= now() then
    raise exception 'Choose a time in the future.' using errcode = '23514';
  end if;
  if new.proposed_at > now() + interval '60 days' then
    raise exception 'Choose a time in the next 60 days.' using errcode = '23514';
  end if;
  select * into own from public.mock_profiles p where p.user_id = new.requester;
  if not found then
    raise exception 'Join the board before you send a request: your partner sees your board entry.' using errcode = '23514';
  end if;
  if public.mock_blocked_between(new.requester, new.partner) then
    raise exception 'You cannot send a request to a member you blocked or who blocked you.' using errcode = '23514';
  end if;
  select * into target from public.mock_profiles p where p.user_id = new.partner;
  if not found then
    raise exception 'This member is not on the board.' using errcode = '23514';
  end if;
  if target.paused then
    raise exception 'This member has paused their board entry and is not taking requests.' using errcode = '23514';
  end if;
  if cardinality(target.slots) > 0 and not slot = any (target.slots) then
    raise exception 'That time is outside the free times on this member''s board entry. Choose a time in one of them (IST).' using errcode = '23514';
  end if;
  if cardinality(own.slots) > 0 and not slot = any (own.slots) then
    raise exception 'That time is outside the free times on your own board entry. Choose a time you both have free (IST).' using errcode = '23514';
  end if;
  if exists (select 1 from public.mock_bookings b
      where b.user_id in (new.requester, new.partner) and b.hour_start = any (public.mock_hours(new.proposed_at))) then
    raise exception 'One of you already has a mock booked at that time. Choose another time.' using errcode = '23514';
  end if;
  if new.question_id is null then
    new.second_question_id := null;
    new.second_question_type := null;
  elsif new.second_question_id is not distinct from new.question_id then
    new.second_question_id := null;
    new.second_question_type := null;
  end if;
  -- One member's requests one at a time, so two sent at once cannot both slip under the limits.
  perform pg_advisory_xact_lock(hashtextextended('mock_requests:' || new.requester::text, 0));
  if (select count(*) from public.mock_requests r where r.requester = new.requester and r.status = 'pending') >= 5 then
    raise exception 'You have 5 open requests, the most allowed. Wait for an answer or cancel one.' using errcode = '23514';
  end if;
  if (select count(*) from public.mock_requests r where r.requester = new.requester and r.created_at > now() - interval '1 day') >= 20 then
    raise exception 'You have sent 20 requests in the last 24 hours, the most allowed. Try again tomorrow.' using errcode = '23514';
  end if;
  new.status := 'pending';
  new.acceptance_seen := false;
  new.created_at := now();
  new.updated_at := now();
  return new;
end;
$$;

-- An acceptance through the Data API's update (not accept_mock_request) of a request without questions is refused:
-- the questions are chosen on acceptance, by the function.
create function public.check_mock_request_questions() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.status = 'accepted' and old.status = 'pending' and new.question_id is null then
    raise exception 'Accept this request on the mock interviews page, which chooses your two questions.' using errcode = '23514';
  end if;
  return new;
end;
$$;
create trigger check_mock_request_questions before update on public.mock_requests
  for each row execute function public.check_mock_request_questions();

-- Books an accepted mock's hours for both, frees them when it is cancelled, and moves them with its time (only the
-- service role moves a time). The primary key decides a race: the second acceptance of a taken hour waits for the
-- first to commit, then fails here.
create function public.book_mock_slot() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.status = 'accepted' and old.status is distinct from 'accepted' then
    begin
      insert into public.mock_bookings (user_id, hour_start, request_id)
        select who, hour, new.id from unnest(array[new.requester, new.partner]) who, unnest(public.mock_hours(new.proposed_at)) hour;
    exception when unique_violation then
      raise exception 'That time is already booked: one of you has another mock then. Ask for another time.' using errcode = '23514';
    end;
  elsif old.status = 'accepted' and new.status in ('cancelled', 'declined') then
    delete from public.mock_bookings b where b.request_id = new.id;
  elsif new.status = 'accepted' and new.proposed_at is distinct from old.proposed_at then
    delete from public.mock_bookings b where b.request_id = new.id;
    insert into public.mock_bookings (user_id, hour_start, request_id)
      select who, hour, new.id from unnest(array[new.requester, new.partner]) who, unnest(public.mock_hours(new.proposed_at)) hour
      on conflict do nothing;
  end if;
  return new;
end;
$$;
create trigger book_mock_slot after update on public.mock_requests
  for each row execute function public.book_mock_slot();

-- The questions `member` has answered in practice (submitted) or met in a mock agreed to (either half: as candidate or
-- as interviewer). Not granted to members: it says what another member practised.
create function public.mock_questions_met(member uuid) returns setof text
language sql stable security definer set search_path = '' as $$
  select a.question_id from public.practice_attempts a where a.user_id = member and a.submitted_at is not null
  union
  select q from public.mock_requests r, unnest(array[r.question_id, r.second_question_id]) q
  where member in (r.requester, r.partner) and r.status in ('accepted', 'held') and q is not null;
$$;
revoke all on function public.mock_questions_met(uuid) from public, anon, authenticated;

-- The first of `options` ([{"type": ..., "id": ...}], in the app's random order: the practice bank lives in the app's
-- content) of a type `member` practises (any type when they listed none) that they have not met, other than `besides`.
create function public.mock_pick_question(member uuid, options jsonb, besides text) returns jsonb
language sql stable security definer set search_path = '' as $$
  select o.value from jsonb_array_elements(options) with ordinality o(value, n)
  left join public.mock_profiles p on p.user_id = member
  where jsonb_typeof(o.value->'id') = 'string' and jsonb_typeof(o.value->'type') = 'string'
    and (p.question_types is null or cardinality(p.question_types) = 0 or (o.value->>'type') = any (p.question_types))
    and (o.value->>'id') is distinct from besides
    and (o.value->>'id') not in (select q from public.mock_questions_met(member) q)
  order by o.n
  limit 1;
$$;
revoke all on function public.mock_pick_question(uuid, jsonb, text) from public, anon, authenticated;

-- Accepts a request sent to the caller: chooses each half's question (the half's candidate is the one who does not
-- interview in it) unless the request named them, and books the time for both, in one transaction.
create function public.accept_mock_request(request uuid, options jsonb) returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  mock public.mock_requests;
  first_candidate uuid;
  first_pick jsonb;
  second_pick jsonb;
begin
  if not public.is_member() then
    raise exception 'Only members can accept a mock.' using errcode = '42501';
  end if;
  select * into mock from public.mock_requests r where r.id = request and r.partner = auth.uid() for update;
  if not found then
    raise exception 'That request no longer exists.' using errcode = '23514';
  end if;
  if mock.status <> 'pending' then
    raise exception 'This request is no longer open.' using errcode = '23514';
  end if;
  if mock.question_id is null then
    if jsonb_typeof(options) is distinct from 'array' or jsonb_array_length(options) > 2000 then
      raise exception 'The questions could not be chosen. Please try again.' using errcode = '23514';
    end if;
    first_candidate := case when mock.first_interviewer = mock.requester then mock.partner else mock.requester end;
    first_pick := public.mock_pick_question(first_candidate, options, null);
    second_pick := public.mock_pick_question(mock.first_interviewer, options, first_pick->>'id');
    if first_pick is null or second_pick is null then
      raise exception 'No question is left of the types you practise that one of you has not already answered or seen. Add a question type to your board entry, or ask your partner to.' using errcode = '23514';
    end if;
    update public.mock_requests r set question_type = first_pick->>'type', question_id = first_pick->>'id',
      second_question_type = second_pick->>'type', second_question_id = second_pick->>'id'
      where r.id = request;
  end if;
  update public.mock_requests r set status = 'accepted' where r.id = request;
end;
$$;
revoke all on function public.accept_mock_request(uuid, jsonb) from public, anon;
grant execute on function public.accept_mock_request(uuid, jsonb) to authenticated;

-- Reads for the page ---------------------------------------------------------------------------------------------------
-- The board as in 20261211000000_mock_board_hardened.sql, plus each member's question types (for matching).
drop function public.mock_board();
create function public.mock_board()
returns table (user_id uuid, display_name text, companies text[], interview_date date, experience text, slots text[],
  question_types text[], linkedin text, held bigint, no_shows bigint)
language sql stable security definer set search_path = '' as $$
  select p.user_id, p.display_name, p.companies, p.interview_date, p.experience, p.slots, p.question_types,
    case when p.show_linkedin then u.linkedin_profile end,
    (select count(*) from public.mock_requests r where r.status = 'held' and p.user_id in (r.requester, r.partner)),
    (select count(*) from public.mock_no_shows n where n.absent = p.user_id)
  from public.mock_profiles p
  left join public.user_profiles u on u.user_id = p.user_id
  where public.is_member() and public.mock_caller_on_board() and p.user_id <> auth.uid() and not p.paused
    and not public.mock_blocked_between(auth.uid(), p.user_id)
  order by p.updated_at desc;
$$;
revoke all on function public.mock_board() from public, anon;
grant execute on function public.mock_board() to authenticated;

-- The page's one read, as before, with the entry's question types.
create or replace function public.my_mock_page() returns jsonb
language sql stable security invoker set search_path = '' as $$
  select jsonb_build_object(
    'entry', (
      select to_jsonb(entry) from (
        select p.display_name, p.companies, p.interview_date, p.experience, p.slots, p.question_types, p.show_linkedin, p.paused
        from public.mock_profiles p where p.user_id = auth.uid()
      ) entry
    ),
    'video_link', public.mock_video_link(auth.uid()),
    'board', coalesce((select jsonb_agg(to_jsonb(b) - 'ordinality' order by b.ordinality) from public.mock_board() with ordinality b), '[]'::jsonb),
    'requests', coalesce((select jsonb_agg(to_jsonb(r) - 'ordinality' order by r.ordinality) from public.my_mock_requests() with ordinality r), '[]'::jsonb),
    'received', coalesce((
      select jsonb_agg(jsonb_build_object('request_id', f.request_id, 'scores', f.scores, 'comments', f.comments))
      from public.mock_feedback f where f.subject = auth.uid()
    ), '[]'::jsonb),
    'blocked', coalesce((select jsonb_agg(k.blocked) from public.mock_blocks k where k.blocker = auth.uid()), '[]'::jsonb),
    'taken_off', exists (select 1 from public.mock_board_removals m where m.user_id = auth.uid())
  );
$$;
