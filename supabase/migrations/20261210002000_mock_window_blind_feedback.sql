-- Mock interviews, second round: the two halves of a mock may use two questions, a request must fall in the partner's
-- free times, "did not come" waits for a grace period after the start, and feedback is blind: neither of the two
-- reads the other's until both have sent theirs or two days have passed since the mock.
--
-- The video link needs no change here: mock_video_link() gives it to an agreed partner with no time limit, so it stays
-- through the mock and after it; the page decides how long the card shows it (features/mocks/mock-window.ts).

-- The second half's question ----------------------------------------------------------------------------------------
-- `question_id` is the question of the first half (the first interviewer asks it); `second_question_id`, when set, the
-- question of the second half, when the two swap. Null means the same question for both halves.
alter table public.mock_requests
  add column second_question_type text
    check (second_question_type in ('estimation', 'analytical', 'execution', 'product-design', 'product-strategy', 'behavioral', 'technical')),
  add column second_question_id text
    check (second_question_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(second_question_id) <= 120),
  add constraint mock_requests_second_question_whole check ((second_question_type is null) = (second_question_id is null));
grant insert (second_question_type, second_question_id) on table public.mock_requests to authenticated;

-- Requests: the checks of 20261208000000_mock_interviews.sql, plus the partner's free times. A partner who listed
-- times ('sat-morning' is Saturday 9:00-12:00 IST) takes requests that start in one of them only; one who listed none
-- takes any time. A second question equal to the first is stored as none.
create or replace function public.check_mock_request() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  target public.mock_profiles;
  -- The proposed start in India's time, which the slots are written in (no daylight saving: a fixed +05:30).
  local_start timestamp := (new.proposed_at + interval '5 hours 30 minutes') at time zone 'UTC';
  hour_of_day int;
  slot text;
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
  if not exists (select 1 from public.mock_profiles p where p.user_id = new.requester) then
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
  hour_of_day := extract(hour from local_start)::int;
  slot := lower(to_char(local_start, 'Dy')) || '-' || case
    when hour_of_day between 9 and 11 then 'morning'
    when hour_of_day between 12 and 16 then 'afternoon'
    when hour_of_day between 17 and 20 then 'evening'
    else 'none' end;
  if cardinality(target.slots) > 0 and not slot = any (target.slots) then
    raise exception 'That time is outside the free times on this member''s board entry. Choose a time in one of them (IST).' using errcode = '23514';
  end if;
  if new.second_question_id is not distinct from new.question_id then
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

-- No-shows: a partner running a little late is not absent. "Did not come" opens 15 minutes after the start.
create or replace function public.check_mock_no_show() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  mock public.mock_requests;
begin
  select * into mock from public.mock_requests r where r.id = new.request_id;
  if not found or new.reporter not in (mock.requester, mock.partner) then
    raise exception 'You can report a no-show only for a mock you were part of.' using errcode = '42501';
  end if;
  if mock.status not in ('accepted', 'held') or mock.proposed_at + interval '15 minutes' > now() then
    raise exception 'A no-show can be reported only from 15 minutes after the start of an agreed mock.' using errcode = '23514';
  end if;
  new.absent := case when new.reporter = mock.requester then mock.partner else mock.requester end;
  new.created_at := now();
  return new;
end;
$$;

-- Blind feedback ------------------------------------------------------------------------------------------------------
-- Whether the caller may read a feedback row: always their own; one about them once they have sent theirs on the same
-- mock, or 48 hours after the mock's start, whichever comes first. Security definer: the policy on mock_feedback
-- cannot read mock_feedback itself (that would recurse), and the caller's own row decides.
create function public.mock_feedback_readable(feedback_request uuid, feedback_author uuid, feedback_subject uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select feedback_author = auth.uid()
    or (feedback_subject = auth.uid() and (
      exists (select 1 from public.mock_feedback f where f.request_id = feedback_request and f.author = auth.uid())
      or exists (select 1 from public.mock_requests r where r.id = feedback_request and r.proposed_at + interval '48 hours' <= now())
    ));
$$;
revoke all on function public.mock_feedback_readable(uuid, uuid, uuid) from public, anon;
grant execute on function public.mock_feedback_readable(uuid, uuid, uuid) to authenticated;

drop policy "Members read the feedback they gave or received" on public.mock_feedback;
create policy "Members read the feedback they gave, and feedback on them once they sent theirs or two days after the mock" on public.mock_feedback
  for select to authenticated using (
    (select public.is_member()) and public.mock_feedback_readable(request_id, author, subject)
  );

-- Reads for the page ---------------------------------------------------------------------------------------------------
-- my_mock_requests() as before, plus each half's question (the second is the first when none was chosen) and whether
-- the other person has sent feedback: that they have, never what it says.
drop function public.my_mock_requests();
create function public.my_mock_requests()
returns table (id uuid, incoming boolean, other uuid, other_name text, proposed_at timestamptz, question_type text,
  question_id text, second_question_type text, second_question_id text, i_interview_first boolean, status text,
  acceptance_seen boolean, feedback_given boolean, other_feedback_given boolean, no_show_reported boolean)
language sql stable security definer set search_path = '' as $$
  select r.id, r.partner = auth.uid(), o.other, coalesce(p.display_name, 'A member who left the board'), r.proposed_at,
    r.question_type, r.question_id, coalesce(r.second_question_type, r.question_type), coalesce(r.second_question_id, r.question_id),
    r.first_interviewer = auth.uid(), r.status, r.acceptance_seen,
    exists (select 1 from public.mock_feedback f where f.request_id = r.id and f.author = auth.uid()),
    exists (select 1 from public.mock_feedback f where f.request_id = r.id and f.author = o.other),
    exists (select 1 from public.mock_no_shows n where n.request_id = r.id and n.reporter = auth.uid())
  from public.mock_requests r
  cross join lateral (select case when r.requester = auth.uid() then r.partner else r.requester end as other) o
  left join public.mock_profiles p on p.user_id = o.other
  where public.is_member() and auth.uid() in (r.requester, r.partner)
  order by r.proposed_at;
$$;
revoke all on function public.my_mock_requests() from public, anon;
grant execute on function public.my_mock_requests() to authenticated;

-- my_mock_page() reads the requests through my_mock_requests() and the feedback received under the caller's Row Level
-- Security, so it carries the new columns and the blind rule as it is; recreated here so its definition stays next to
-- the function it calls.
create or replace function public.my_mock_page() returns jsonb
language sql stable security invoker set search_path = '' as $$
  select jsonb_build_object(
    'entry', (
      select to_jsonb(entry) from (
        select p.display_name, p.companies, p.interview_date, p.experience, p.slots, p.show_linkedin, p.paused
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
    'blocked', coalesce((select jsonb_agg(k.blocked) from public.mock_blocks k where k.blocker = auth.uid()), '[]'::jsonb)
  );
$$;
