-- Mock interviews: the board where members who opt in find a partner, the requests between two members, the rubric
-- feedback each gives the other, no-show reports, blocks and reports to admins. Nothing is shared unless a member opts
-- in; a request and what follows from it is seen by its two people only; the video link only by an accepted partner.

-- Board entries ---------------------------------------------------------------------------------------------------
-- One per member who opted in. `slots` are the parts of the days of this week (in IST) they can do: 'mon-morning'
-- (9-12), 'mon-afternoon' (12-17), 'mon-evening' (17-21) and so on. The video link is theirs (any https address);
-- members cannot select that column: public.mock_video_link() returns it to the owner and to an accepted partner only.
create table public.mock_profiles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  display_name text not null check (char_length(btrim(display_name)) between 1 and 60),
  companies text[] not null default '{}'
    check (cardinality(companies) <= 8 and companies <@ array['flipkart', 'swiggy', 'zomato', 'zepto', 'cred', 'razorpay', 'phonepe', 'meesho']),
  interview_date date,
  experience text not null check (experience in ('student', '0-2', '2-5', '5-plus')),
  slots text[] not null default '{}'
    check (cardinality(slots) <= 21 and slots <@ array[
      'mon-morning', 'mon-afternoon', 'mon-evening', 'tue-morning', 'tue-afternoon', 'tue-evening',
      'wed-morning', 'wed-afternoon', 'wed-evening', 'thu-morning', 'thu-afternoon', 'thu-evening',
      'fri-morning', 'fri-afternoon', 'fri-evening', 'sat-morning', 'sat-afternoon', 'sat-evening',
      'sun-morning', 'sun-afternoon', 'sun-evening'
    ]),
  video_link text not null
    constraint mock_profiles_video_link_https check (video_link ~ '^https://[^[:space:]/]+[^[:space:]]*$' and char_length(video_link) <= 300),
  show_linkedin boolean not null default false,
  paused boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.mock_profiles enable row level security;
revoke all on table public.mock_profiles from anon, authenticated;
grant select (user_id, display_name, companies, interview_date, experience, slots, show_linkedin, paused, created_at, updated_at)
  on table public.mock_profiles to authenticated;
grant insert (user_id, display_name, companies, interview_date, experience, slots, video_link, show_linkedin, paused)
  on table public.mock_profiles to authenticated;
grant update (display_name, companies, interview_date, experience, slots, video_link, show_linkedin, paused)
  on table public.mock_profiles to authenticated;
grant delete on table public.mock_profiles to authenticated;

-- Blocks: `blocker` no longer sees `blocked` on the board, nor `blocked` them, and no request passes either way.
create table public.mock_blocks (
  blocker uuid not null references auth.users (id) on delete cascade default auth.uid(),
  blocked uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (blocker, blocked),
  constraint mock_blocks_not_self check (blocker <> blocked)
);
create index mock_blocks_blocked on public.mock_blocks (blocked);
alter table public.mock_blocks enable row level security;
revoke all on table public.mock_blocks from anon, authenticated;
grant select, delete on table public.mock_blocks to authenticated;
grant insert (blocker, blocked) on table public.mock_blocks to authenticated;

-- Whether either of the two blocked the other. Security definer: a member cannot read the blocks made against them.
create function public.mock_blocked_between(one uuid, two uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.mock_blocks b
    where (b.blocker = one and b.blocked = two) or (b.blocker = two and b.blocked = one)
  );
$$;
revoke all on function public.mock_blocked_between(uuid, uuid) from public, anon, authenticated;

-- The same for the caller and `other` only, for the board's policy: it answers nothing about two other members.
create function public.mock_blocked_with(other uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select public.mock_blocked_between(auth.uid(), other);
$$;
revoke all on function public.mock_blocked_with(uuid) from public, anon;
grant execute on function public.mock_blocked_with(uuid) to authenticated;

create policy "Members read their own board entry and the unpaused entries of members they have not blocked" on public.mock_profiles
  for select to authenticated using (
    (select public.is_member())
    and ((select auth.uid()) = user_id or (not paused and not public.mock_blocked_with(user_id)))
  );
create policy "Members put themselves on the board" on public.mock_profiles
  for insert to authenticated with check ((select auth.uid()) = user_id and (select public.is_member()));
create policy "Members change their own board entry" on public.mock_profiles
  for update to authenticated
  using ((select auth.uid()) = user_id and (select public.is_member()))
  with check ((select auth.uid()) = user_id and (select public.is_member()));
create policy "Members leave the board" on public.mock_profiles
  for delete to authenticated using ((select auth.uid()) = user_id and (select public.is_member()));

create policy "Members read the blocks they made" on public.mock_blocks
  for select to authenticated using ((select auth.uid()) = blocker and (select public.is_member()));
create policy "Members block in their own name" on public.mock_blocks
  for insert to authenticated with check ((select auth.uid()) = blocker and (select public.is_member()));
create policy "Members lift their own blocks" on public.mock_blocks
  for delete to authenticated using ((select auth.uid()) = blocker and (select public.is_member()));

create function public.touch_mock_profile() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'UPDATE' then
    new.user_id := old.user_id;
  end if;
  new.display_name := btrim(new.display_name);
  new.updated_at := now();
  return new;
end;
$$;
create trigger touch_mock_profile before insert or update on public.mock_profiles
  for each row execute function public.touch_mock_profile();

-- Requests ----------------------------------------------------------------------------------------------------------
-- A mock between `requester` and `partner`: the time proposed, the question (its type and id in the practice bank) and
-- who interviews first; they swap for the second half. Status: pending → accepted or declined (by the partner), pending
-- or accepted → cancelled (by either), accepted → held (when either gives feedback after the time).
create table public.mock_requests (
  id uuid primary key default gen_random_uuid(),
  requester uuid not null references auth.users (id) on delete cascade default auth.uid(),
  partner uuid not null references auth.users (id) on delete cascade,
  proposed_at timestamptz not null,
  question_type text not null
    check (question_type in ('estimation', 'analytical', 'execution', 'product-design', 'product-strategy', 'behavioral', 'technical')),
  question_id text not null check (question_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(question_id) <= 120),
  first_interviewer uuid not null,
  status text not null default 'pending' check (status in ('pending', 'accepted', 'declined', 'cancelled', 'held')),
  -- Whether the requester has seen the acceptance on /mocks: unseen acceptances are counted in the avatar menu.
  acceptance_seen boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint mock_requests_not_self check (requester <> partner),
  constraint mock_requests_first_is_one_of_two check (first_interviewer in (requester, partner))
);
create index mock_requests_requester on public.mock_requests (requester, created_at);
create index mock_requests_partner on public.mock_requests (partner, status);
alter table public.mock_requests enable row level security;
revoke all on table public.mock_requests from anon, authenticated;
grant select on table public.mock_requests to authenticated;
grant insert (requester, partner, proposed_at, question_type, question_id, first_interviewer) on table public.mock_requests to authenticated;
grant update (status, acceptance_seen) on table public.mock_requests to authenticated;

create policy "Members read the requests they are one of the two people of" on public.mock_requests
  for select to authenticated using ((select auth.uid()) in (requester, partner) and (select public.is_member()));
create policy "Members send requests in their own name" on public.mock_requests
  for insert to authenticated with check ((select auth.uid()) = requester and (select public.is_member()));
create policy "Members answer or cancel the requests they are one of the two people of" on public.mock_requests
  for update to authenticated
  using ((select auth.uid()) in (requester, partner) and (select public.is_member()))
  with check ((select auth.uid()) in (requester, partner) and (select public.is_member()));

-- The refusals a member is told about, whichever client sends the request. Security definer: it reads the partner's
-- board entry, blocks made by the partner and the requester's own counts past RLS.
create function public.check_mock_request() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  target public.mock_profiles;
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
create trigger check_mock_request before insert on public.mock_requests
  for each row execute function public.check_mock_request();

-- Who may move a request where. Only the status and the requester's "seen" flag can change (column grants).
create function public.check_mock_request_change() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  caller uuid := auth.uid();
begin
  if new.acceptance_seen is distinct from old.acceptance_seen and caller is not null and caller <> old.requester then
    raise exception 'Only the member who sent a request marks its acceptance as seen.' using errcode = '42501';
  end if;
  if new.status is distinct from old.status and caller is not null then
    if new.status in ('accepted', 'declined') and (old.status <> 'pending' or caller <> old.partner) then
      raise exception 'Only the member a request was sent to can accept or decline it, while it is open.' using errcode = '23514';
    end if;
    if new.status = 'accepted' and old.proposed_at <= now() then
      raise exception 'The time proposed has passed. Ask for a new time.' using errcode = '23514';
    end if;
    if new.status = 'accepted' and public.mock_blocked_between(old.requester, old.partner) then
      raise exception 'You cannot accept a request from a member you blocked or who blocked you.' using errcode = '23514';
    end if;
    if new.status = 'cancelled' and old.status not in ('pending', 'accepted') then
      raise exception 'Only an open or accepted request can be cancelled.' using errcode = '23514';
    end if;
    if new.status = 'pending' or (new.status = 'held' and not (old.status = 'accepted'
        and exists (select 1 from public.mock_feedback f where f.request_id = old.id))) then
      raise exception 'A request cannot be moved back to open, and a mock is marked held by its feedback.' using errcode = '23514';
    end if;
  end if;
  new.updated_at := now();
  return new;
end;
$$;
create trigger check_mock_request_change before update on public.mock_requests
  for each row execute function public.check_mock_request_change();

-- Feedback -----------------------------------------------------------------------------------------------------------
-- What `author` scored `subject` (the other person of the mock) as candidate: a rubric score from 1 to 5 per skill id
-- and comments. One per mock and author, only after the time, only by one of the two.
create table public.mock_feedback (
  id uuid primary key default gen_random_uuid(),
  request_id uuid not null references public.mock_requests (id) on delete cascade,
  author uuid not null references auth.users (id) on delete cascade default auth.uid(),
  subject uuid not null references auth.users (id) on delete cascade,
  scores jsonb not null,
  comments text not null default '' check (char_length(comments) <= 2000),
  created_at timestamptz not null default now(),
  unique (request_id, author)
);
create index mock_feedback_subject on public.mock_feedback (subject);
alter table public.mock_feedback enable row level security;
revoke all on table public.mock_feedback from anon, authenticated;
grant select on table public.mock_feedback to authenticated;
grant insert (request_id, author, subject, scores, comments) on table public.mock_feedback to authenticated;

create policy "Members read the feedback they gave or received" on public.mock_feedback
  for select to authenticated using ((select auth.uid()) in (author, subject) and (select public.is_member()));
create policy "Members give feedback in their own name" on public.mock_feedback
  for insert to authenticated with check ((select auth.uid()) = author and (select public.is_member()));

-- Scores are {"<skill id>": 1..5}, one to twelve skills.
create function public.mock_scores_are_valid(scores jsonb) returns boolean
language sql immutable set search_path = '' as $$
  select jsonb_typeof(scores) = 'object'
    and (select count(*) from jsonb_object_keys(scores)) between 1 and 12
    and not exists (
      select 1 from jsonb_each(scores) e
      where e.key !~ '^[a-z0-9]+(-[a-z0-9]+)*$' or jsonb_typeof(e.value) <> 'number' or e.value::text not in ('1', '2', '3', '4', '5')
    );
$$;
alter table public.mock_feedback add constraint mock_feedback_scores_valid check (public.mock_scores_are_valid(scores));

-- The author must be one of the two people of an accepted (or held) mock whose time has come; the subject is the other.
create function public.check_mock_feedback() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  mock public.mock_requests;
begin
  select * into mock from public.mock_requests r where r.id = new.request_id;
  if not found or new.author not in (mock.requester, mock.partner) then
    raise exception 'You can give feedback only on a mock you were part of.' using errcode = '42501';
  end if;
  if mock.status not in ('accepted', 'held') then
    raise exception 'Feedback is for a mock both of you agreed to.' using errcode = '23514';
  end if;
  if mock.proposed_at > now() then
    raise exception 'Feedback opens at the time of the mock.' using errcode = '23514';
  end if;
  new.subject := case when new.author = mock.requester then mock.partner else mock.requester end;
  new.comments := btrim(new.comments);
  new.created_at := now();
  return new;
end;
$$;
create trigger check_mock_feedback before insert on public.mock_feedback
  for each row execute function public.check_mock_feedback();

-- The first feedback marks the mock held (the request's trigger lets it, since the feedback now exists).
create function public.mark_mock_held() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.mock_requests set status = 'held' where id = new.request_id and status = 'accepted';
  return new;
end;
$$;
create trigger mark_mock_held after insert on public.mock_feedback
  for each row execute function public.mark_mock_held();

-- No-shows ------------------------------------------------------------------------------------------------------------
-- `reporter` says `absent` (the other person) did not come. One per mock and reporter, after the time.
create table public.mock_no_shows (
  request_id uuid not null references public.mock_requests (id) on delete cascade,
  reporter uuid not null references auth.users (id) on delete cascade default auth.uid(),
  absent uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (request_id, reporter)
);
create index mock_no_shows_absent on public.mock_no_shows (absent);
alter table public.mock_no_shows enable row level security;
revoke all on table public.mock_no_shows from anon, authenticated;
grant select on table public.mock_no_shows to authenticated;
grant insert (request_id, reporter, absent) on table public.mock_no_shows to authenticated;

create policy "Members read the no-show reports of their own mocks" on public.mock_no_shows
  for select to authenticated using ((select auth.uid()) in (reporter, absent) and (select public.is_member()));
create policy "Members report no-shows in their own name" on public.mock_no_shows
  for insert to authenticated with check ((select auth.uid()) = reporter and (select public.is_member()));

create function public.check_mock_no_show() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  mock public.mock_requests;
begin
  select * into mock from public.mock_requests r where r.id = new.request_id;
  if not found or new.reporter not in (mock.requester, mock.partner) then
    raise exception 'You can report a no-show only for a mock you were part of.' using errcode = '42501';
  end if;
  if mock.status not in ('accepted', 'held') or mock.proposed_at > now() then
    raise exception 'A no-show can be reported only after the time of an agreed mock.' using errcode = '23514';
  end if;
  new.absent := case when new.reporter = mock.requester then mock.partner else mock.requester end;
  new.created_at := now();
  return new;
end;
$$;
create trigger check_mock_no_show before insert on public.mock_no_shows
  for each row execute function public.check_mock_no_show();

-- Reports to admins ---------------------------------------------------------------------------------------------------
create table public.mock_reports (
  id uuid primary key default gen_random_uuid(),
  reporter uuid not null references auth.users (id) on delete cascade default auth.uid(),
  reported uuid not null references auth.users (id) on delete cascade,
  reason text not null check (char_length(btrim(reason)) between 1 and 2000),
  created_at timestamptz not null default now(),
  constraint mock_reports_not_self check (reporter <> reported)
);
alter table public.mock_reports enable row level security;
revoke all on table public.mock_reports from anon, authenticated;
grant select on table public.mock_reports to authenticated;
grant insert (reporter, reported, reason) on table public.mock_reports to authenticated;

create policy "Members read the reports they made" on public.mock_reports
  for select to authenticated using ((select auth.uid()) = reporter and (select public.is_member()));
create policy "Members report in their own name" on public.mock_reports
  for insert to authenticated with check ((select auth.uid()) = reporter and (select public.is_member()));

-- Ten reports a day at most, so the admin pages cannot be flooded.
create function public.limit_mock_reports() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform pg_advisory_xact_lock(hashtextextended('mock_reports:' || new.reporter::text, 0));
  if (select count(*) from public.mock_reports r where r.reporter = new.reporter and r.created_at > now() - interval '1 day') >= 10 then
    raise exception 'You have sent 10 reports in the last 24 hours, the most allowed.' using errcode = '23514';
  end if;
  new.reason := btrim(new.reason);
  new.created_at := now();
  return new;
end;
$$;
create trigger limit_mock_reports before insert on public.mock_reports
  for each row execute function public.limit_mock_reports();

-- Blocking cancels what is open or still to come between the two; a mock already past keeps its feedback and
-- no-show report.
create function public.cancel_mocks_on_block() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.mock_requests r set status = 'cancelled'
    where (r.status = 'pending' or (r.status = 'accepted' and r.proposed_at > now()))
      and ((r.requester = new.blocker and r.partner = new.blocked) or (r.requester = new.blocked and r.partner = new.blocker));
  return new;
end;
$$;
create trigger cancel_mocks_on_block after insert on public.mock_blocks
  for each row execute function public.cancel_mocks_on_block();

-- Membership ends -----------------------------------------------------------------------------------------------------
-- Taking an email off the membership list (the members command, the admin pages, a refund) takes its owner off the
-- board at once and cancels their open requests and the mocks still to come, both ways.
create function public.leave_mock_board_when_membership_ends() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  delete from public.mock_profiles p using auth.users a where a.id = p.user_id and lower(a.email) = old.email;
  update public.mock_requests r set status = 'cancelled'
    from auth.users a
    where lower(a.email) = old.email and a.id in (r.requester, r.partner)
      and (r.status = 'pending' or (r.status = 'accepted' and r.proposed_at > now()));
  return old;
end;
$$;
create trigger leave_mock_board_when_membership_ends after delete on public.users
  for each row execute function public.leave_mock_board_when_membership_ends();

-- Reads for the page --------------------------------------------------------------------------------------------------
-- The board as a member sees it: every other unpaused entry of a member they have not blocked and who has not blocked
-- them, with the LinkedIn address only when its owner chose to show it, and each member's held mocks and no-shows.
create function public.mock_board()
returns table (user_id uuid, display_name text, companies text[], interview_date date, experience text, slots text[],
  linkedin text, held bigint, no_shows bigint)
language sql stable security definer set search_path = '' as $$
  select p.user_id, p.display_name, p.companies, p.interview_date, p.experience, p.slots,
    case when p.show_linkedin then u.linkedin_profile end,
    (select count(*) from public.mock_requests r where r.status = 'held' and p.user_id in (r.requester, r.partner)),
    (select count(*) from public.mock_no_shows n where n.absent = p.user_id)
  from public.mock_profiles p
  left join public.user_profiles u on u.user_id = p.user_id
  where public.is_member() and p.user_id <> auth.uid() and not p.paused
    and not public.mock_blocked_between(auth.uid(), p.user_id)
  order by p.updated_at desc;
$$;
revoke all on function public.mock_board() from public, anon;
grant execute on function public.mock_board() to authenticated;

-- The caller's requests with the other person's display name (kept after they leave the board: their name at the time
-- is not stored, so it reads "A member who left the board").
create function public.my_mock_requests()
returns table (id uuid, incoming boolean, other uuid, other_name text, proposed_at timestamptz, question_type text,
  question_id text, i_interview_first boolean, status text, acceptance_seen boolean, feedback_given boolean, no_show_reported boolean)
language sql stable security definer set search_path = '' as $$
  select r.id, r.partner = auth.uid(), o.other, coalesce(p.display_name, 'A member who left the board'), r.proposed_at,
    r.question_type, r.question_id, r.first_interviewer = auth.uid(), r.status, r.acceptance_seen,
    exists (select 1 from public.mock_feedback f where f.request_id = r.id and f.author = auth.uid()),
    exists (select 1 from public.mock_no_shows n where n.request_id = r.id and n.reporter = auth.uid())
  from public.mock_requests r
  cross join lateral (select case when r.requester = auth.uid() then r.partner else r.requester end as other) o
  left join public.mock_profiles p on p.user_id = o.other
  where public.is_member() and auth.uid() in (r.requester, r.partner)
  order by r.proposed_at;
$$;
revoke all on function public.my_mock_requests() from public, anon;
grant execute on function public.my_mock_requests() to authenticated;

-- The video link of `member`: the caller's own, or that of the other person of a mock they agreed to; otherwise null.
create function public.mock_video_link(member uuid) returns text
language sql stable security definer set search_path = '' as $$
  select p.video_link from public.mock_profiles p
  where public.is_member() and p.user_id = member
    and (member = auth.uid() or exists (
      select 1 from public.mock_requests r
      where r.status in ('accepted', 'held')
        and ((r.requester = auth.uid() and r.partner = member) or (r.partner = auth.uid() and r.requester = member))
    ));
$$;
revoke all on function public.mock_video_link(uuid) from public, anon;
grant execute on function public.mock_video_link(uuid) to authenticated;

-- The avatar menu's count: requests waiting for the caller's answer, and acceptances of theirs not yet seen.
create function public.mock_notice_count() returns bigint
language sql stable security definer set search_path = '' as $$
  select count(*) from public.mock_requests r
  where public.is_member() and (
    (r.partner = auth.uid() and r.status = 'pending' and r.proposed_at > now())
    or (r.requester = auth.uid() and r.status = 'accepted' and not r.acceptance_seen)
  );
$$;
revoke all on function public.mock_notice_count() from public, anon;
grant execute on function public.mock_notice_count() to authenticated;

-- Admin pages ----------------------------------------------------------------------------------------------------------
create function public.admin_mock_counts()
returns table (on_board bigint, paused bigint, pending bigint, accepted bigint, declined bigint, cancelled bigint,
  held bigint, feedback bigint, no_shows bigint, blocks bigint, reports bigint)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform public.refuse_unless_admin();
  -- Qualified throughout: the output columns are variables of this function.
  return query select
    (select count(*) from public.mock_profiles p), (select count(*) from public.mock_profiles p where p.paused),
    (select count(*) from public.mock_requests r where r.status = 'pending'), (select count(*) from public.mock_requests r where r.status = 'accepted'),
    (select count(*) from public.mock_requests r where r.status = 'declined'), (select count(*) from public.mock_requests r where r.status = 'cancelled'),
    (select count(*) from public.mock_requests r where r.status = 'held'), (select count(*) from public.mock_feedback f),
    (select count(*) from public.mock_no_shows n), (select count(*) from public.mock_blocks b), (select count(*) from public.mock_reports m);
end;
$$;
revoke all on function public.admin_mock_counts() from public, anon;
grant execute on function public.admin_mock_counts() to authenticated, service_role;

-- Each report, newest first, with both sides' details: email, name, board name, held mocks, no-shows, reports against
-- them, and the mocks the two had together.
create function public.admin_mock_reports()
returns table (id uuid, created_at timestamptz, reason text,
  reporter_email text, reporter_name text, reporter_board_name text, reporter_held bigint, reporter_no_shows bigint, reporter_reported bigint,
  reported_email text, reported_name text, reported_board_name text, reported_held bigint, reported_no_shows bigint, reported_reported bigint,
  mocks_together bigint)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform public.refuse_unless_admin();
  return query
    with side as (
      select a.id, a.email::text as email, coalesce(u.name, '') as name, p.display_name,
        (select count(*) from public.mock_requests r where r.status = 'held' and a.id in (r.requester, r.partner)) as held,
        (select count(*) from public.mock_no_shows n where n.absent = a.id) as no_shows,
        (select count(*) from public.mock_reports m where m.reported = a.id) as reported
      from auth.users a
      left join public.user_profiles u on u.user_id = a.id
      left join public.mock_profiles p on p.user_id = a.id
    )
    select m.id, m.created_at, m.reason,
      s1.email, s1.name, s1.display_name, s1.held, s1.no_shows, s1.reported,
      s2.email, s2.name, s2.display_name, s2.held, s2.no_shows, s2.reported,
      (select count(*) from public.mock_requests r
        where (r.requester = m.reporter and r.partner = m.reported) or (r.requester = m.reported and r.partner = m.reporter))
    from public.mock_reports m
    join side s1 on s1.id = m.reporter
    join side s2 on s2.id = m.reported
    order by m.created_at desc
    limit 200;
end;
$$;
revoke all on function public.admin_mock_reports() from public, anon;
grant execute on function public.admin_mock_reports() to authenticated, service_role;
