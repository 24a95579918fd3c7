-- Bar Check (issue 43): members enter an answer to the round's question, judge anonymous answers in pairs, and each
-- answer gets a place on the editors' 1-5 scale from a Bradley-Terry fit anchored by the editors' sample answers.
--
-- Who does what:
-- * The app server, with the service key, lists the editors' rounds (content/bar-check/rounds.json) and each round's
--   anchors (sample answers with their mean editor score), chooses and records the pairs it serves (lib/bar-check:
--   random with balance, never by current estimates), fits the round and writes the judges' statistics and the cards.
-- * A member, through the functions below: enters an answer, withdraws it, judges a pair served to them. They read
--   their own entries, the pairs served to them (never which answers they held) and their own judge statistics.
-- * Anyone, signed in or not: one published card by its unguessable token (public.bar_check_card).
-- Entries' authors are never readable by another member; anchors and members' answers look alike to a judge.

-- Rounds -----------------------------------------------------------------------------------------------------------------
create table public.bar_check_rounds (
  id text primary key check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(id) <= 60),
  question_id text not null check (question_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(question_id) <= 100),
  opens_at timestamptz not null,
  closes_at timestamptz not null,
  -- Set when an admin opened, extended or closed the round: the editors' schedule no longer moves it.
  admin_changed_at timestamptz,
  check (closes_at > opens_at)
);
alter table public.bar_check_rounds enable row level security;
revoke all on table public.bar_check_rounds from anon, authenticated;
grant select on table public.bar_check_rounds to authenticated;
create policy "Members read the rounds" on public.bar_check_rounds
  for select to authenticated using ((select public.is_member()));

-- Entries and anchors ----------------------------------------------------------------------------------------------------
-- A member's entry (user_id set, the answer copied from their submitted attempt) or an anchor (user_id null,
-- anchor_value its mean editor score, anchor_ref "question#n"). The card columns are the author's published card.
create table public.bar_check_entries (
  id uuid primary key default gen_random_uuid(),
  round_id text not null references public.bar_check_rounds (id) on delete cascade,
  user_id uuid references auth.users (id) on delete cascade,
  attempt_id uuid,
  answer text not null check (char_length(public.trim_blank(answer)) between 1 and 20000),
  anchor_value numeric(4, 2) check (anchor_value between 1 and 5),
  anchor_ref text check (char_length(anchor_ref) <= 120),
  -- After the round closes, the two highest-placed answers whose authors allowed it are shown to the round's entrants.
  may_show boolean not null default false,
  entered_at timestamptz not null default now(),
  withdrawn_at timestamptz,
  card_token text unique check (card_token ~ '^[A-Za-z0-9_-]{32,64}$'),
  card_name text check (char_length(public.trim_blank(card_name)) between 1 and 60 and not public.has_bidi_controls(card_name)),
  card jsonb,
  card_published_at timestamptz,
  check ((user_id is null) = (anchor_value is not null)),
  check ((anchor_value is null) = (anchor_ref is null))
);
-- One entry per member per round (a withdrawn one does not count); one row per anchor.
create unique index bar_check_entries_one_per_member on public.bar_check_entries (round_id, user_id) where withdrawn_at is null and user_id is not null;
create unique index bar_check_entries_anchor on public.bar_check_entries (round_id, anchor_ref) where anchor_ref is not null;
create index bar_check_entries_user on public.bar_check_entries (user_id);
alter table public.bar_check_entries enable row level security;
revoke all on table public.bar_check_entries from anon, authenticated;
grant select (id, round_id, user_id, attempt_id, answer, may_show, entered_at, withdrawn_at, card_token, card_name, card_published_at)
  on table public.bar_check_entries to authenticated;
create policy "Authors read their own entries" on public.bar_check_entries
  for select to authenticated using ((select auth.uid()) = user_id and (select public.is_member()));

-- Judgements: a pair served to a judge, then their choice ------------------------------------------------------------
create table public.bar_check_judgements (
  id uuid primary key default gen_random_uuid(),
  round_id text not null references public.bar_check_rounds (id) on delete cascade,
  judge uuid not null references auth.users (id) on delete cascade,
  left_entry uuid not null references public.bar_check_entries (id) on delete cascade,
  right_entry uuid not null references public.bar_check_entries (id) on delete cascade,
  gold boolean not null default false,
  served_at timestamptz not null default now(),
  judged_at timestamptz,
  winner text check (winner in ('left', 'right')),
  reason text check (char_length(reason) <= 200 and not public.has_bidi_controls(reason)),
  seconds integer check (seconds between 0 and 86400),
  check (left_entry <> right_entry),
  check ((judged_at is null) = (winner is null))
);
-- Never the same pair twice for one judge, whichever side each answer was on.
create unique index bar_check_judgements_pair_once on public.bar_check_judgements
  (round_id, judge, least(left_entry, right_entry), greatest(left_entry, right_entry));
create index bar_check_judgements_judge on public.bar_check_judgements (judge, served_at);
create index bar_check_judgements_left on public.bar_check_judgements (left_entry);
create index bar_check_judgements_right on public.bar_check_judgements (right_entry);
alter table public.bar_check_judgements enable row level security;
revoke all on table public.bar_check_judgements from anon, authenticated;
-- No entry ids and no gold flag: a judge cannot tell which answers a pair held, nor that two of them were anchors.
grant select (id, round_id, served_at, judged_at, winner, reason, seconds) on table public.bar_check_judgements to authenticated;
create policy "Judges read the pairs served to them" on public.bar_check_judgements
  for select to authenticated using ((select auth.uid()) = judge and (select public.is_member()));

-- Judges' statistics, written by the app after each fit ----------------------------------------------------------------
create table public.bar_check_judge_stats (
  round_id text not null references public.bar_check_rounds (id) on delete cascade,
  judge uuid not null references auth.users (id) on delete cascade,
  judgements integer not null check (judgements >= 0),
  infit double precision,
  gold_pairs integer not null default 0 check (gold_pairs >= 0),
  gold_correct integer not null default 0 check (gold_correct between 0 and gold_pairs),
  misfit boolean not null default false,
  weight double precision not null default 1 check (weight > 0 and weight <= 1),
  computed_at timestamptz not null default now(),
  primary key (round_id, judge)
);
alter table public.bar_check_judge_stats enable row level security;
revoke all on table public.bar_check_judge_stats from anon, authenticated;
grant select on table public.bar_check_judge_stats to authenticated;
-- Only for rounds that have closed: while a round is open, a count of gold pairs going up would tell a judge that the
-- pair they just judged held two anchors.
create policy "Judges read their own statistics of closed rounds" on public.bar_check_judge_stats
  for select to authenticated using (
    (select auth.uid()) = judge and (select public.is_member())
    and exists (select 1 from public.bar_check_rounds r where r.id = round_id and r.closes_at <= now())
  );

-- Rules whatever client writes -------------------------------------------------------------------------------------------
-- The most pairs a judge may be served or judge in 24 hours: far above honest judging, it stops a script.
create function public.bar_check_daily_cap() returns integer language sql immutable set search_path = '' as $$ select 100 $$;

-- A served pair: two answers of its round that are in play, neither the judge's own, within the daily cap.
create function public.check_bar_check_pair() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'UPDATE' then
    if (new.round_id, new.judge, new.left_entry, new.right_entry, new.gold, new.served_at)
      is distinct from (old.round_id, old.judge, old.left_entry, old.right_entry, old.gold, old.served_at) then
      raise exception 'A served pair cannot change.' using errcode = '23514';
    end if;
    return new;
  end if;
  if exists (select 1 from public.bar_check_entries e where e.id in (new.left_entry, new.right_entry)
      and (e.round_id <> new.round_id or e.withdrawn_at is not null)) then
    raise exception 'Both answers of a pair must be in its round.' using errcode = '23514';
  end if;
  if exists (select 1 from public.bar_check_entries e where e.id in (new.left_entry, new.right_entry) and e.user_id = new.judge) then
    raise exception 'You cannot judge your own answer.' using errcode = '23514';
  end if;
  perform pg_advisory_xact_lock(hashtext('bar_check_judge:' || new.judge::text));
  if (select count(*) from public.bar_check_judgements j where j.judge = new.judge and j.served_at > now() - interval '1 day')
      >= public.bar_check_daily_cap() then
    raise exception 'You have judged % pairs today, the most a day. Come back tomorrow.', public.bar_check_daily_cap() using errcode = '23514';
  end if;
  new.served_at := now();
  new.judged_at := null;
  new.winner := null;
  return new;
end;
$$;
create trigger check_bar_check_pair before insert or update on public.bar_check_judgements
  for each row execute function public.check_bar_check_pair();

-- Member actions -------------------------------------------------------------------------------------------------------
-- Refusals are plain sentences (errcode 23514, or 42501 for someone who is not a member).
create function public.bar_check_refuse_non_member() returns uuid
language plpgsql stable security definer set search_path = '' as $$
begin
  if auth.uid() is null or not public.is_member() then
    raise exception 'Only members can take part in Bar Check.' using errcode = '42501';
  end if;
  return auth.uid();
end;
$$;
revoke all on function public.bar_check_refuse_non_member() from public, anon;
grant execute on function public.bar_check_refuse_non_member() to authenticated;

-- Enters the caller's submitted answer `attempt` in `round`; `may_show` allows showing it as one of the round's best.
create function public.bar_check_enter(round text, attempt uuid, may_show boolean default false) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  member uuid := public.bar_check_refuse_non_member();
  r public.bar_check_rounds%rowtype;
  a public.practice_attempts%rowtype;
  entry uuid;
begin
  select * into r from public.bar_check_rounds where id = round;
  if not found then
    raise exception 'There is no such Bar Check round.' using errcode = '23514';
  end if;
  if now() < r.opens_at then
    raise exception 'This Bar Check round has not opened yet.' using errcode = '23514';
  end if;
  if now() >= r.closes_at then
    raise exception 'This Bar Check round has closed: entries are no longer taken.' using errcode = '23514';
  end if;
  select * into a from public.practice_attempts where user_id = member and id = attempt;
  if not found or a.submitted_at is null then
    raise exception 'Submit your answer before entering it.' using errcode = '23514';
  end if;
  if a.question_id <> r.question_id then
    raise exception 'This answer is to another question than this round''s.' using errcode = '23514';
  end if;
  perform pg_advisory_xact_lock(hashtext('bar_check_enter:' || member::text));
  if exists (select 1 from public.bar_check_entries where round_id = round and user_id = member and withdrawn_at is null) then
    raise exception 'You have already entered an answer in this round. Withdraw it first to enter another.' using errcode = '23514';
  end if;
  insert into public.bar_check_entries (round_id, user_id, attempt_id, answer, may_show)
    values (round, member, attempt, a.answer, coalesce(bar_check_enter.may_show, false))
    returning id into entry;
  return entry;
end;
$$;
revoke all on function public.bar_check_enter(text, uuid, boolean) from public, anon;
grant execute on function public.bar_check_enter(text, uuid, boolean) to authenticated;

-- Withdraws the caller's entry in `round` while it is open: it leaves future pairs and the round's results.
create function public.bar_check_withdraw(round text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  member uuid := public.bar_check_refuse_non_member();
begin
  if exists (select 1 from public.bar_check_rounds where id = round and closes_at <= now()) then
    raise exception 'This round has closed: its entries can no longer be withdrawn.' using errcode = '23514';
  end if;
  update public.bar_check_entries set withdrawn_at = now(), card_token = null, card = null, card_published_at = null
    where round_id = round and user_id = member and withdrawn_at is null;
  if not found then
    raise exception 'You have no entry in this round to withdraw.' using errcode = '23514';
  end if;
end;
$$;
revoke all on function public.bar_check_withdraw(text) from public, anon;
grant execute on function public.bar_check_withdraw(text) to authenticated;

-- Records the caller's choice on a pair served to them: 'left' or 'right', with an optional one-line reason. The time
-- taken is the database's, from serving to now.
create function public.bar_check_judge(pair uuid, choice text, reason text default null) returns void
language plpgsql security definer set search_path = '' as $$
declare
  member uuid := public.bar_check_refuse_non_member();
  j public.bar_check_judgements%rowtype;
  line text := nullif(public.trim_blank(coalesce(reason, '')), '');
begin
  select * into j from public.bar_check_judgements where id = pair and judge = member for update;
  if not found then
    raise exception 'That pair was not served to you.' using errcode = '23514';
  end if;
  if j.judged_at is not null then
    raise exception 'You have already judged this pair.' using errcode = '23514';
  end if;
  if choice is null or choice not in ('left', 'right') then
    raise exception 'Choose one of the two answers.' using errcode = '23514';
  end if;
  if exists (select 1 from public.bar_check_rounds where id = j.round_id and closes_at <= now()) then
    raise exception 'This round has closed: judgements are no longer taken.' using errcode = '23514';
  end if;
  if exists (select 1 from public.bar_check_entries e where e.id in (j.left_entry, j.right_entry) and e.user_id = member) then
    raise exception 'You cannot judge your own answer.' using errcode = '23514';
  end if;
  if line is not null and (char_length(line) > 200 or line ~ '[\n\r]' or public.has_bidi_controls(line)) then
    raise exception 'Keep the reason to one line of at most 200 characters.' using errcode = '23514';
  end if;
  if (select count(*) from public.bar_check_judgements where judge = member and judged_at > now() - interval '1 day')
      >= public.bar_check_daily_cap() then
    raise exception 'You have judged % pairs today, the most a day. Come back tomorrow.', public.bar_check_daily_cap() using errcode = '23514';
  end if;
  update public.bar_check_judgements set judged_at = now(), winner = choice, reason = line,
    seconds = least(86400, greatest(0, extract(epoch from now() - j.served_at)::integer))
    where id = pair;
end;
$$;
revoke all on function public.bar_check_judge(uuid, text, text) from public, anon;
grant execute on function public.bar_check_judge(uuid, text, text) to authenticated;

-- How often the caller's choices on gold pairs of closed rounds picked the editors' higher answer: the Grading
-- Mirror's line. Closed rounds only, for the reason the statistics policy gives.
create function public.bar_check_my_gold_accuracy() returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object('pairs', count(*), 'agreed', count(*) filter (where
    (case when j.winner = 'left' then l.anchor_value else rr.anchor_value end) > (case when j.winner = 'left' then rr.anchor_value else l.anchor_value end)))
  from public.bar_check_judgements j
  join public.bar_check_rounds r on r.id = j.round_id and r.closes_at <= now()
  join public.bar_check_entries l on l.id = j.left_entry
  join public.bar_check_entries rr on rr.id = j.right_entry
  where j.judge = auth.uid() and public.is_member() and j.gold and j.judged_at is not null;
$$;
revoke all on function public.bar_check_my_gold_accuracy() from public, anon;
grant execute on function public.bar_check_my_gold_accuracy() to authenticated;

-- The app server's reads and writes (service key only) ---------------------------------------------------------------
-- The answers in play for new pairs in `round`: not withdrawn, and an anchor or by someone still on the membership list
-- (a former member's entries leave future pairs at once), each with its number of judgements.
create function public.bar_check_pool(round text)
returns table (id uuid, user_id uuid, anchor_value numeric, judgements bigint)
language sql stable security definer set search_path = '' as $$
  select e.id, e.user_id, e.anchor_value,
    (select count(*) from public.bar_check_judgements j where j.judged_at is not null and e.id in (j.left_entry, j.right_entry))
  from public.bar_check_entries e
  where e.round_id = round and e.withdrawn_at is null
    and (e.user_id is null or exists (
      select 1 from auth.users u join public.users m on m.email = lower(u.email) where u.id = e.user_id
    ));
$$;
revoke all on function public.bar_check_pool(text) from public, anon, authenticated;
grant execute on function public.bar_check_pool(text) to service_role;

-- Lists the editors' rounds and their anchors (`rounds`: [{id, question_id, opens_at, closes_at, anchors: [{ref,
-- value, answer}]}]): new rounds are added, rounds no admin changed follow the schedule, new anchors are added.
create function public.bar_check_list_rounds(rounds jsonb) returns void
language plpgsql security definer set search_path = '' as $$
declare
  item jsonb;
  anchor jsonb;
begin
  if coalesce(auth.jwt() ->> 'role', '') <> 'service_role' then
    raise exception 'permission denied' using errcode = '42501';
  end if;
  for item in select * from jsonb_array_elements(rounds) loop
    insert into public.bar_check_rounds (id, question_id, opens_at, closes_at)
      values (item ->> 'id', item ->> 'question_id', (item ->> 'opens_at')::timestamptz, (item ->> 'closes_at')::timestamptz)
      on conflict (id) do update set question_id = excluded.question_id, opens_at = excluded.opens_at, closes_at = excluded.closes_at
      where public.bar_check_rounds.admin_changed_at is null;
    for anchor in select * from jsonb_array_elements(coalesce(item -> 'anchors', '[]'::jsonb)) loop
      insert into public.bar_check_entries (round_id, answer, anchor_value, anchor_ref)
        values (item ->> 'id', anchor ->> 'answer', (anchor ->> 'value')::numeric, anchor ->> 'ref')
        on conflict (round_id, anchor_ref) where anchor_ref is not null do nothing;
    end loop;
  end loop;
end;
$$;
revoke all on function public.bar_check_list_rounds(jsonb) from public, anon, authenticated;
grant execute on function public.bar_check_list_rounds(jsonb) to service_role;

-- Admins ----------------------------------------------------------------------------------------------------------------
-- 'open' (now, for at least `days` days), 'extend' (closing `days` later) or 'close' (now) a round.
create function public.admin_bar_check_round(round text, action text, days integer default 7) returns void
language plpgsql security definer set search_path = '' as $$
begin
  perform public.refuse_unless_admin();
  if days is null or days not between 1 and 28 then
    raise exception 'Give between 1 and 28 days.' using errcode = '23514';
  end if;
  if not exists (select 1 from public.bar_check_rounds where id = round) then
    raise exception 'There is no such Bar Check round.' using errcode = '23514';
  end if;
  if action = 'open' then
    if exists (select 1 from public.bar_check_rounds where id <> round and opens_at <= now() and closes_at > now()) then
      raise exception 'Another round is open now. Close it first.' using errcode = '23514';
    end if;
    update public.bar_check_rounds set opens_at = least(opens_at, now()), closes_at = greatest(closes_at, now() + make_interval(days => days)),
      admin_changed_at = now() where id = round;
  elsif action = 'extend' then
    update public.bar_check_rounds set closes_at = greatest(closes_at, now()) + make_interval(days => days), admin_changed_at = now() where id = round;
  elsif action = 'close' then
    update public.bar_check_rounds set closes_at = greatest(opens_at + interval '1 second', least(closes_at, now())), admin_changed_at = now() where id = round;
  else
    raise exception 'Choose open, extend or close.' using errcode = '23514';
  end if;
end;
$$;
revoke all on function public.admin_bar_check_round(text, text, integer) from public, anon;
grant execute on function public.admin_bar_check_round(text, text, integer) to authenticated, service_role;

-- The judges who fit badly (infit well above the others'), newest round first, with their email so an admin can act.
create function public.admin_bar_check_misfits()
returns table (round_id text, email text, judgements integer, infit double precision, gold_pairs integer, gold_correct integer)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform public.refuse_unless_admin();
  return query
    select s.round_id, u.email::text, s.judgements, s.infit, s.gold_pairs, s.gold_correct
    from public.bar_check_judge_stats s
    join public.bar_check_rounds r on r.id = s.round_id
    join auth.users u on u.id = s.judge
    where s.misfit
    order by r.opens_at desc, s.infit desc;
end;
$$;
revoke all on function public.admin_bar_check_misfits() from public, anon;
grant execute on function public.admin_bar_check_misfits() to authenticated, service_role;

-- Cards -----------------------------------------------------------------------------------------------------------------
-- One published card by its token, for anyone: the question's id, the answer, the snapshot the app wrote when the author
-- published it (place, band, judgements, reliability), the date and the name the author added (if any). Nothing else.
create function public.bar_check_card(token text) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object('question_id', r.question_id, 'answer', e.answer, 'card', e.card, 'name', e.card_name,
    'published_at', e.card_published_at)
  from public.bar_check_entries e join public.bar_check_rounds r on r.id = e.round_id
  where token ~ '^[A-Za-z0-9_-]{32,64}$' and e.card_token = token and e.withdrawn_at is null and e.card is not null;
$$;
revoke all on function public.bar_check_card(text) from public;
grant execute on function public.bar_check_card(text) to anon, authenticated, service_role;

-- Takes the caller's card down (the link stops working at once).
create function public.bar_check_revoke_card(entry uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  member uuid := public.bar_check_refuse_non_member();
begin
  update public.bar_check_entries set card_token = null, card = null, card_name = null, card_published_at = null
    where id = entry and user_id = member;
  if not found then
    raise exception 'That entry is not yours.' using errcode = '23514';
  end if;
end;
$$;
revoke all on function public.bar_check_revoke_card(uuid) from public, anon;
grant execute on function public.bar_check_revoke_card(uuid) to authenticated;

grant select, insert, update, delete on table public.bar_check_rounds, public.bar_check_entries, public.bar_check_judgements,
  public.bar_check_judge_stats to service_role;
