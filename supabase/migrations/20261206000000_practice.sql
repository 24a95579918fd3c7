-- Practice: a member's answers to the question bank (content/questions/), their grades of those answers, and their
-- Grading Mirror gradings of the editors' sample answers. Questions live in the app's content, so the database
-- checks a question id's form only, as it does for nothing else it cannot know.

-- Skill id -> grade 1-5, at most 12 skills (the largest rubric has 9). Used by a check constraint, so a function.
create function public.practice_grades_valid(grades jsonb) returns boolean
language sql immutable set search_path = '' as $$
  select case
    when jsonb_typeof(grades) <> 'object' then false
    else (select count(*) <= 12 and coalesce(bool_and(
      skill ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(skill) <= 60 and grade::text in ('1', '2', '3', '4', '5')
    ), true) from jsonb_each(grades) as g(skill, grade))
  end;
$$;

create table public.practice_attempts (
  -- Chosen by the browser, so the first autosave creates the row and every later one changes it (one request each).
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  question_id text not null check (question_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(question_id) <= 100),
  answer text not null default '' check (char_length(answer) <= 20000),
  seconds_taken integer not null default 0 check (seconds_taken between 0 and 86400),
  started_at timestamptz not null default now(),
  saved_at timestamptz not null default now(),
  submitted_at timestamptz,
  self_grades jsonb not null default '{}' check (public.practice_grades_valid(self_grades)),
  graded_at timestamptz,
  -- Indexes of the question's sample answers shown after grading, in the file's order.
  revealed_samples smallint[] not null default '{}' check (cardinality(revealed_samples) <= 20 and 0 <= all (revealed_samples)),
  revealed_at timestamptz
);
create index practice_attempts_user_started on public.practice_attempts (user_id, started_at desc);
alter table public.practice_attempts enable row level security;
revoke all on table public.practice_attempts from anon, authenticated;
grant select, delete on table public.practice_attempts to authenticated;
grant insert (id, user_id, question_id, answer, seconds_taken, submitted_at) on table public.practice_attempts to authenticated;
-- id, user_id and question_id are here for an upsert's "do update" only; the trigger keeps their old values.
grant update (id, user_id, question_id, answer, seconds_taken, submitted_at, self_grades, revealed_samples)
  on table public.practice_attempts to authenticated;

create policy "Members read their own attempts" on public.practice_attempts
  for select to authenticated using ((select auth.uid()) = user_id and (select public.is_member()));
create policy "Members start their own attempts" on public.practice_attempts
  for insert to authenticated with check ((select auth.uid()) = user_id and (select public.is_member()));
create policy "Members change their own attempts" on public.practice_attempts
  for update to authenticated
  using ((select auth.uid()) = user_id and (select public.is_member()))
  with check ((select auth.uid()) = user_id and (select public.is_member()));
create policy "Members delete their own attempts" on public.practice_attempts
  for delete to authenticated using ((select auth.uid()) = user_id and (select public.is_member()));

-- The loop's order, whatever client writes: answer, submit (the answer is then fixed), grade, reveal. Times are the
-- database's. At most 30 new attempts a member an hour: far above honest practice, it stops a script filling the table.
create function public.check_practice_attempt() returns trigger
language plpgsql set search_path = '' as $$
begin
  if char_length(new.answer) > 20000 then
    raise exception 'An answer holds at most 20,000 characters; this one has %. Shorten it, then save again.',
      to_char(char_length(new.answer), 'FM999,999,999') using errcode = '23514';
  end if;
  if tg_op = 'INSERT' then
    -- An upsert of a row that exists fires this trigger too, before it turns into an update: not a new attempt.
    if not exists (select 1 from public.practice_attempts where id = new.id) then
      perform pg_advisory_xact_lock(hashtext('practice_attempts:' || new.user_id::text));
      if (select count(*) from public.practice_attempts where user_id = new.user_id and started_at > now() - interval '1 hour') >= 30 then
        raise exception 'You can start at most 30 practice answers an hour. Carry on with one you started, or come back later.'
          using errcode = '23514';
      end if;
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
    new.submitted_at := now();
  end if;
  if new.answer is distinct from old.answer then
    new.saved_at := now();
  end if;
  if new.self_grades is distinct from old.self_grades then
    if new.submitted_at is null then
      raise exception 'Submit the answer before grading it.' using errcode = '23514';
    end if;
    new.graded_at := now();
  end if;
  if new.revealed_samples is distinct from old.revealed_samples then
    if new.graded_at is null then
      raise exception 'Grade your answer before the sample answers are shown.' using errcode = '23514';
    end if;
    new.revealed_at := now();
  end if;
  return new;
end;
$$;

create trigger check_practice_attempt before insert or update on public.practice_attempts
  for each row execute function public.check_practice_attempt();

-- The Grading Mirror: one row per skill of a sample answer the member graded blind, beside the editors' grade of that
-- skill. The app copies the editors' grade from the bank; a member writing their own through the Data API skews only
-- their own calibration. Rows are a record: members add and read them, never change them.
create table public.mirror_gradings (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  question_id text not null check (question_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(question_id) <= 100),
  sample_index smallint not null check (sample_index between 0 and 19),
  skill text not null check (skill ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(skill) <= 60),
  learner_grade smallint not null check (learner_grade between 1 and 5),
  editor_grade smallint not null check (editor_grade between 1 and 5),
  graded_at timestamptz not null default now()
);
create index mirror_gradings_user_graded on public.mirror_gradings (user_id, graded_at desc);
alter table public.mirror_gradings enable row level security;
revoke all on table public.mirror_gradings from anon, authenticated;
grant select on table public.mirror_gradings to authenticated;
grant insert (user_id, question_id, sample_index, skill, learner_grade, editor_grade) on table public.mirror_gradings to authenticated;

create policy "Members read their own gradings" on public.mirror_gradings
  for select to authenticated using ((select auth.uid()) = user_id and (select public.is_member()));
create policy "Members add their own gradings" on public.mirror_gradings
  for insert to authenticated with check ((select auth.uid()) = user_id and (select public.is_member()));

-- 300 skill grades an hour (more than 30 sample answers): the same guard as for attempts.
create function public.limit_mirror_gradings() returns trigger
language plpgsql set search_path = '' as $$
begin
  perform pg_advisory_xact_lock(hashtext('mirror_gradings:' || new.user_id::text));
  if (select count(*) from public.mirror_gradings where user_id = new.user_id and graded_at > now() - interval '1 hour') >= 300 then
    raise exception 'You can grade at most 300 skills an hour in the Grading Mirror. Come back later.' using errcode = '23514';
  end if;
  new.graded_at := now();
  return new;
end;
$$;

create trigger limit_mirror_gradings before insert on public.mirror_gradings
  for each row execute function public.limit_mirror_gradings();
