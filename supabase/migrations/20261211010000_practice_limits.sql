-- The practice layer's rules, whatever client writes (issue 40, part 2): blank means any whitespace, as the forms' zod
-- schemas trim it; display names and comments carry no bidirectional control characters; ids are a member's own, so
-- another member's id is never "a duplicate"; drill answers and sessions are bounded and sane; a sample answer is
-- shown only after a real submitted answer; the hourly allowance of practice answers counts a log that deleting
-- attempts does not shorten.

-- Text ------------------------------------------------------------------------------------------------------------------
-- The characters JavaScript's trim() removes (what zod's .trim() does in every form): ASCII whitespace, no-break spaces,
-- the Unicode space separators, the line and paragraph separators and the byte order mark. PostgreSQL's btrim() removes
-- spaces only, and [[:space:]] depends on the database's locale, so the set is spelled out.
create function public.trim_blank(value text) returns text
language sql immutable set search_path = '' as $$
  select regexp_replace(value,
    '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$',
    '', 'g');
$$;

-- Bidirectional controls (LRM, RLM, ALM, the embeddings and overrides, the isolates) turn a name or a comment around on
-- another member's screen: "Ravi" can show as someone else, a link can read backwards.
create function public.has_bidi_controls(value text) returns boolean
language sql immutable set search_path = '' as $$
  select value ~ '[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]';
$$;

-- NOT VALID: rows written before this migration stay as they are; every insert and update from now on is checked.
alter table public.stories
  drop constraint stories_title_check,
  drop constraint stories_situation_check,
  drop constraint stories_task_check,
  drop constraint stories_action_check,
  drop constraint stories_result_check,
  add constraint stories_title_check check (char_length(public.trim_blank(title)) between 1 and 120) not valid,
  add constraint stories_situation_check check (char_length(public.trim_blank(situation)) between 1 and 2000) not valid,
  add constraint stories_task_check check (char_length(public.trim_blank(task)) between 1 and 2000) not valid,
  add constraint stories_action_check check (char_length(public.trim_blank(action)) between 1 and 4000) not valid,
  add constraint stories_result_check check (char_length(public.trim_blank(result)) between 1 and 2000) not valid;

alter table public.mock_profiles
  drop constraint mock_profiles_display_name_check,
  add constraint mock_profiles_display_name_check
    check (char_length(public.trim_blank(display_name)) between 1 and 60 and not public.has_bidi_controls(display_name)) not valid;
alter table public.mock_feedback
  add constraint mock_feedback_comments_plain check (not public.has_bidi_controls(comments)) not valid;
alter table public.mock_reports
  drop constraint mock_reports_reason_check,
  add constraint mock_reports_reason_check check (char_length(public.trim_blank(reason)) between 1 and 2000) not valid;

-- Practice attempts ------------------------------------------------------------------------------------------------------
-- The browser chooses an attempt's id, so the key is the member's and the id together: an id another member holds is
-- simply free for this one (an upsert neither collides with nor reveals it).
alter table public.practice_attempts drop constraint practice_attempts_pkey, add primary key (user_id, id);

-- Every attempt a member starts, kept a day: the hourly allowance counts these, which deleting attempts does not touch.
-- Nobody reads or writes it but public.note_practice_start().
create table public.practice_attempt_starts (
  user_id uuid not null references auth.users (id) on delete cascade,
  started_at timestamptz not null default now()
);
create index practice_attempt_starts_user on public.practice_attempt_starts (user_id, started_at);
alter table public.practice_attempt_starts enable row level security;
revoke all on table public.practice_attempt_starts from anon, authenticated;

-- Counts one new attempt of the caller against their 30 an hour. Security definer, for the log; it takes no member
-- argument, so calling it through the Data API only uses up the caller's own allowance.
create function public.note_practice_start() returns void
language plpgsql security definer set search_path = '' as $$
declare
  member uuid := auth.uid();
begin
  if member is null then
    return;
  end if;
  perform pg_advisory_xact_lock(hashtext('practice_attempts:' || member::text));
  delete from public.practice_attempt_starts where user_id = member and started_at < now() - interval '1 day';
  if (select count(*) from public.practice_attempt_starts where user_id = member and started_at > now() - interval '1 hour') >= 30 then
    raise exception 'You can start at most 30 practice answers an hour. Carry on with one you started, or come back later.'
      using errcode = '23514';
  end if;
  insert into public.practice_attempt_starts (user_id) values (member);
end;
$$;
revoke all on function public.note_practice_start() from public, anon;
grant execute on function public.note_practice_start() to authenticated;

-- Self-grades on the question's own rubric skills, and samples that exist. Questions live in the app's content, so
-- the app server lists each question's rubric skills and number of sample answers here with the service key
-- (features/practice/known-questions.ts: the whole bank, before the first grade or reveal a server process handles), as
-- it lists lessons for progress (20261205000000_progress_for_known_lessons.sql). Nobody else can write this table;
-- members cannot read it, only ask through the two functions below what the attempt trigger needs. A question not yet
-- listed (only before a new build's first grade) is held to the shape checks alone, as before.
create table public.practice_questions (
  id text primary key check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(id) <= 100),
  skills text[] not null check (cardinality(skills) between 1 and 12),
  samples smallint not null check (samples between 0 and 20),
  listed_at timestamptz not null default now()
);
alter table public.practice_questions enable row level security;
revoke all on table public.practice_questions from anon, authenticated;
grant select, insert, update on table public.practice_questions to service_role;

-- Whether `grades` holds a grade for each rubric skill of the question and for nothing else (true for a question the
-- app has not listed). Security definer, to read the list; it answers about the rubric only, which is public content.
create function public.practice_grades_fit_question(question text, grades jsonb) returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce((
    select array(select s from unnest(q.skills) as s order by s)
      = array(select k from jsonb_object_keys(grades) as k order by k)
    from public.practice_questions q where q.id = question
  ), true);
$$;

-- How many sample answers the question has, or null when the app has not listed it.
create function public.practice_question_samples(question text) returns smallint
language sql stable security definer set search_path = '' as $$
  select q.samples from public.practice_questions q where q.id = question;
$$;
revoke all on function public.practice_grades_fit_question(text, jsonb) from public, anon;
revoke all on function public.practice_question_samples(text) from public, anon;
grant execute on function public.practice_grades_fit_question(text, jsonb) to authenticated;
grant execute on function public.practice_question_samples(text) to authenticated;

-- As before (20261206000000_practice.sql), with: the allowance from the log; submitting needs an answer with words in it;
-- the samples are shown only for a submitted, non-blank, graded answer; grades on the question's rubric skills, each
-- once; sample indexes within the question's samples.
create or replace function public.check_practice_attempt() returns trigger
language plpgsql set search_path = '' as $$
begin
  if char_length(new.answer) > 20000 then
    raise exception 'An answer holds at most 20,000 characters; this one has %. Shorten it, then save again.',
      to_char(char_length(new.answer), 'FM999,999,999') using errcode = '23514';
  end if;
  if tg_op = 'INSERT' then
    -- An upsert of a row that exists fires this trigger too, before it turns into an update: not a new attempt. Read
    -- under the caller's Row Level Security, so another member's row is neither seen nor counted.
    if not exists (select 1 from public.practice_attempts where user_id = new.user_id and id = new.id) then
      perform public.note_practice_start();
    end if;
    if new.submitted_at is not null and public.trim_blank(new.answer) = '' then
      raise exception 'Write your answer before submitting it.' using errcode = '23514';
    end if;
    new.started_at := now();
    new.saved_at := now();
    new.submitted_at := case when new.submitted_at is null then null else now() end;
    new.self_grades := '{}';
    new.graded_at := null;
    new.revealed_samples := '{}';
    new.revealed_at := null;
    return new;
  end if;

  new.id := old.id;
  new.user_id := old.user_id;
  new.question_id := old.question_id;
  new.started_at := old.started_at;
  if old.submitted_at is not null then
    if new.answer is distinct from old.answer or new.seconds_taken is distinct from old.seconds_taken then
      raise exception 'This answer was submitted and can no longer change. Answer the question again to write a new one.'
        using errcode = '23514';
    end if;
    new.submitted_at := old.submitted_at;
  elsif new.submitted_at is not null then
    if public.trim_blank(new.answer) = '' then
      raise exception 'Write your answer before submitting it.' using errcode = '23514';
    end if;
    new.submitted_at := now();
  end if;
  if new.answer is distinct from old.answer then
    new.saved_at := now();
  end if;
  if new.self_grades is distinct from old.self_grades then
    if new.submitted_at is null then
      raise exception 'Submit the answer before grading it.' using errcode = '23514';
    end if;
    if not public.practice_grades_fit_question(new.question_id, new.self_grades) then
      raise exception 'Grade each skill of this question''s rubric once, and nothing else.' using errcode = '23514';
    end if;
    new.graded_at := now();
  end if;
  if new.revealed_samples is distinct from old.revealed_samples then
    if old.submitted_at is null or old.graded_at is null or new.graded_at is null or public.trim_blank(new.answer) = ''
      or new.self_grades = '{}'::jsonb then
      raise exception 'Grade your answer before the sample answers are shown.' using errcode = '23514';
    end if;
    if exists (select 1 from unnest(new.revealed_samples) as i where i >= coalesce(public.practice_question_samples(new.question_id), 20)) then
      raise exception 'This question has no such sample answer.' using errcode = '23514';
    end if;
    new.revealed_at := now();
  end if;
  return new;
end;
$$;

-- Drills -----------------------------------------------------------------------------------------------------------------
-- Answer and session ids are the browser's: a member's own, as for attempts.
alter table public.drill_reviews drop constraint drill_reviews_pkey, add primary key (user_id, id);
alter table public.drill_sessions drop constraint drill_sessions_pkey, add primary key (user_id, id);
-- When the database took a session: the daily bound counts these, not the finishing time the browser reports.
alter table public.drill_sessions add column recorded_at timestamptz not null default now();
create index drill_sessions_user_recorded on public.drill_sessions (user_id, recorded_at);

-- As before (20261207000000_drills.sql), with: 'duplicate' only for the caller's own answer id; 'refused' for a card
-- state ts-fsrs cannot give (stability or difficulty not a finite number in range, a due date before the answer or more
-- than the longest interval after it, counts out of range) and for an answer dated before the member's account.
create or replace function public.record_drill_review(
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
  if exists (select 1 from public.drill_reviews where user_id = member and id = p_id) then
    return 'duplicate';
  end if;
  if answered < (select u.created_at from auth.users u where u.id = member) then
    return 'refused';
  end if;
  select * into card from public.drill_cards where user_id = member and item_id = p_item_id;
  has_card := found;
  if has_card and card.last_review >= answered then
    return 'stale';
  end if;
  if (has_card and card.last_review is distinct from p_previous_review) or (not has_card and p_previous_review is not null) then
    return 'conflict';
  end if;
  -- Comparisons are false for NaN and refuse infinities, so these bounds also mean "a finite number".
  if not (p_stability >= 0 and p_stability <= 100000 and p_difficulty >= 0 and p_difficulty <= 10
    and p_due >= answered and p_due <= answered + interval '36525 days'
    and p_elapsed_days between 0 and 36525 and p_scheduled_days between 0 and 36525
    and p_learning_steps between 0 and 1000 and p_reps between 0 and 100000 and p_lapses between 0 and p_reps) then
    return 'refused';
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

-- Records that the member finished a session; a session sent twice is recorded once. At most 100 sessions a day (a
-- session is a sitting of up to a day's queue), as answers are bounded, and none dated before the member's account.
create or replace function public.record_drill_session(p_id uuid, p_finished_at timestamptz, p_answers smallint) returns text
language plpgsql security definer set search_path = '' as $$
declare
  member uuid := auth.uid();
  finished timestamptz := least(p_finished_at, now());
begin
  if member is null or not public.is_member() then
    raise exception 'Only members can record drill sessions.' using errcode = '42501';
  end if;
  perform pg_advisory_xact_lock(hashtext('drills:' || member::text));
  if exists (select 1 from public.drill_sessions where user_id = member and id = p_id) then
    return 'duplicate';
  end if;
  if finished < (select u.created_at from auth.users u where u.id = member) then
    return 'refused';
  end if;
  if (select count(*) from public.drill_sessions where user_id = member and recorded_at > now() - interval '1 day') >= 100 then
    raise exception 'That is 100 drill sessions in a day: come back tomorrow.' using errcode = '23514';
  end if;
  insert into public.drill_sessions (id, user_id, finished_at, answers) values (p_id, member, finished, p_answers);
  return 'recorded';
end;
$$;
