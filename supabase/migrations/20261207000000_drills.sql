-- Drills: a member's FSRS card for each drill item they have answered, the log of their answers, and the sessions
-- they finished. Items live in the app (content/drills/); the app works out the next state of a card with ts-fsrs and
-- writes it through record_drill_review, which keeps the rules below whichever client calls it. Members can read
-- their own rows and nothing else; no member writes these tables directly.
create table public.drill_cards (
  user_id uuid not null references auth.users (id) on delete cascade,
  item_id text not null check (item_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(item_id) <= 100),
  due timestamptz not null,
  stability double precision not null check (stability >= 0),
  difficulty double precision not null check (difficulty >= 0),
  elapsed_days integer not null check (elapsed_days >= 0),
  scheduled_days integer not null check (scheduled_days >= 0),
  learning_steps integer not null check (learning_steps >= 0),
  reps integer not null check (reps >= 0),
  lapses integer not null check (lapses >= 0),
  -- ts-fsrs' State: 0 new, 1 learning, 2 review, 3 relearning.
  state smallint not null check (state between 0 and 3),
  last_review timestamptz not null,
  created_at timestamptz not null default now(),
  primary key (user_id, item_id)
);
create index drill_cards_due on public.drill_cards (user_id, due);

-- One row per answer. The id is made by the browser when the learner answers, so an answer sent twice (a reply lost
-- on the way back, a queue replayed after the network returns) is recorded once.
create table public.drill_reviews (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  item_id text not null check (item_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(item_id) <= 100),
  kind text not null check (kind in ('estimate', 'define', 'triage')),
  -- ts-fsrs' Rating: 1 Again, 2 Hard, 3 Good, 4 Easy.
  rating smallint not null check (rating between 1 and 4),
  result text not null check (result in ('right', 'partial', 'missed')),
  reviewed_at timestamptz not null,
  recorded_at timestamptz not null default now(),
  session_id uuid
);
create index drill_reviews_user on public.drill_reviews (user_id, recorded_at);

-- The sessions a member finished, for the study plan's record of days practised; the id is the browser's too.
create table public.drill_sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  finished_at timestamptz not null,
  answers smallint not null check (answers between 0 and 500)
);
create index drill_sessions_user on public.drill_sessions (user_id, finished_at);

alter table public.drill_cards enable row level security;
alter table public.drill_reviews enable row level security;
alter table public.drill_sessions enable row level security;
revoke all on table public.drill_cards, public.drill_reviews, public.drill_sessions from anon, authenticated;
grant select on table public.drill_cards, public.drill_reviews, public.drill_sessions to authenticated;

create policy "Members read their own drill cards" on public.drill_cards
  for select to authenticated using ((select auth.uid()) = user_id and (select public.is_member()));
create policy "Members read their own drill answers" on public.drill_reviews
  for select to authenticated using ((select auth.uid()) = user_id and (select public.is_member()));
create policy "Members read their own drill sessions" on public.drill_sessions
  for select to authenticated using ((select auth.uid()) = user_id and (select public.is_member()));

-- Records one answer and the card state the app computed from it, in one transaction, for the signed-in member.
-- Answers: 'recorded'; 'duplicate' when this review id is already recorded (nothing changes); 'stale' when the card
-- already holds a review at or after this one, so a late or replayed answer never moves a card back in time;
-- 'conflict' when the card changed since the app read it (p_previous_review), so the app reads it again and
-- recomputes. The answer time may not be in the future. Bounds keep one member from filling the database: at most
-- 1,000 cards and 1,000 answers a day.
create function public.record_drill_review(
  p_id uuid, p_item_id text, p_kind text, p_rating smallint, p_result text, p_reviewed_at timestamptz,
  p_session_id uuid, p_previous_review timestamptz, p_due timestamptz, p_stability double precision,
  p_difficulty double precision, p_elapsed_days integer, p_scheduled_days integer, p_learning_steps integer,
  p_reps integer, p_lapses integer, p_state smallint
) returns text
language plpgsql security definer set search_path = '' as $$
declare
  member uuid := auth.uid();
  answered timestamptz := least(p_reviewed_at, now());
  card public.drill_cards%rowtype;
  has_card boolean;
begin
  if member is null or not public.is_member() then
    raise exception 'Only members can record drill answers.' using errcode = '42501';
  end if;
  -- One answer of a member at a time, so two answers to one card cannot both read the same state.
  perform pg_advisory_xact_lock(hashtext('drills:' || member::text));
  if exists (select 1 from public.drill_reviews where id = p_id) then
    return 'duplicate';
  end if;
  select * into card from public.drill_cards where user_id = member and item_id = p_item_id;
  has_card := found;
  if has_card and card.last_review >= answered then
    return 'stale';
  end if;
  if (has_card and card.last_review is distinct from p_previous_review) or (not has_card and p_previous_review is not null) then
    return 'conflict';
  end if;
  if (select count(*) from public.drill_reviews where user_id = member and recorded_at > now() - interval '1 day') >= 1000 then
    raise exception 'That is 1,000 drill answers in a day: come back tomorrow.' using errcode = '23514';
  end if;
  if not has_card and (select count(*) from public.drill_cards where user_id = member) >= 1000 then
    raise exception 'A member can hold at most 1,000 drill cards.' using errcode = '23514';
  end if;
  insert into public.drill_reviews (id, user_id, item_id, kind, rating, result, reviewed_at, session_id)
  values (p_id, member, p_item_id, p_kind, p_rating, p_result, answered, p_session_id);
  insert into public.drill_cards as c (user_id, item_id, due, stability, difficulty, elapsed_days, scheduled_days,
    learning_steps, reps, lapses, state, last_review)
  values (member, p_item_id, p_due, p_stability, p_difficulty, p_elapsed_days, p_scheduled_days, p_learning_steps,
    p_reps, p_lapses, p_state, answered)
  on conflict (user_id, item_id) do update set
    due = excluded.due, stability = excluded.stability, difficulty = excluded.difficulty,
    elapsed_days = excluded.elapsed_days, scheduled_days = excluded.scheduled_days,
    learning_steps = excluded.learning_steps, reps = excluded.reps, lapses = excluded.lapses, state = excluded.state,
    last_review = excluded.last_review;
  return 'recorded';
end;
$$;

-- Records that the member finished a session; a session sent twice is recorded once.
create function public.record_drill_session(p_id uuid, p_finished_at timestamptz, p_answers smallint) returns text
language plpgsql security definer set search_path = '' as $$
declare
  member uuid := auth.uid();
begin
  if member is null or not public.is_member() then
    raise exception 'Only members can record drill sessions.' using errcode = '42501';
  end if;
  insert into public.drill_sessions (id, user_id, finished_at, answers)
  values (p_id, member, least(p_finished_at, now()), p_answers)
  on conflict (id) do nothing;
  return case when found then 'recorded' else 'duplicate' end;
end;
$$;

revoke all on function public.record_drill_review from public, anon;
revoke all on function public.record_drill_session from public, anon;
grant execute on function public.record_drill_review to authenticated;
grant execute on function public.record_drill_session to authenticated;
