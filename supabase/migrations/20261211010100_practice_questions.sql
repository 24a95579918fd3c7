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

-- As in 20261211010000_practice_limits.sql, with: grades on the question's rubric skills, each once; sample indexes
-- within the question's samples.
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
