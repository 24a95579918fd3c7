-- Solo mock interviews (content/mocks/): a member's attempts at a script, and per attempt the answers they wrote to
-- each node and the checklist items they ticked after answering. Scripts live in the app's content, so the database
-- checks ids for their form only; it keeps the order of the interview: one node at a time, answer first, ticks
-- second, never an answer to a node the attempt is not waiting for. Members read their own rows while they are
-- members and write only through the functions below, which act for the caller's own token.
create table public.solo_mock_attempts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  script_id text not null check (script_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(script_id) <= 100),
  started_at timestamptz not null default now(),
  -- The node the attempt waits for: answered, then ticked, it moves to the node the script's rules chose.
  current_node text not null check (current_node ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(current_node) <= 60),
  -- Nodes answered and ticked so far: the position the next answer must take.
  answered smallint not null default 0 check (answered between 0 and 40),
  finished_at timestamptz,
  self_grades jsonb not null default '{}' check (public.practice_grades_valid(self_grades)),
  graded_at timestamptz
);
create index solo_mock_attempts_user on public.solo_mock_attempts (user_id, script_id, started_at desc);
-- One open attempt per member and script: a reload or a second tab continues it rather than starting another.
create unique index solo_mock_attempts_open on public.solo_mock_attempts (user_id, script_id) where finished_at is null;

create table public.solo_mock_answers (
  attempt_id uuid not null references public.solo_mock_attempts (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  position smallint not null check (position between 0 and 39),
  node_id text not null check (node_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(node_id) <= 60),
  -- "A sentence is not an answer": 120 characters at least, 6,000 at most, as the answer box says.
  answer text not null check (char_length(answer) between 120 and 6000),
  answered_at timestamptz not null default now(),
  -- The checklist items the member ticked, null until they have ticked (an empty list is "none covered").
  ticks text[] check (cardinality(ticks) <= 5 and array_position(ticks, null) is null),
  ticked_at timestamptz,
  primary key (attempt_id, position)
);
create index solo_mock_answers_user on public.solo_mock_answers (user_id);

alter table public.solo_mock_attempts enable row level security;
alter table public.solo_mock_answers enable row level security;
revoke all on table public.solo_mock_attempts, public.solo_mock_answers from anon, authenticated;
grant select on table public.solo_mock_attempts, public.solo_mock_answers to authenticated;

create policy "Members read their own solo mocks" on public.solo_mock_attempts
  for select to authenticated using ((select auth.uid()) = user_id and (select public.is_member()));
create policy "Members read their own solo mock answers" on public.solo_mock_answers
  for select to authenticated using ((select auth.uid()) = user_id and (select public.is_member()));

-- The caller's attempt, locked for the change: refused for anyone but a member, and for an attempt that is not theirs
-- (which, to them, does not exist).
create function public.solo_mock_attempt_for_change(p_attempt uuid) returns public.solo_mock_attempts
language plpgsql security definer set search_path = '' as $$
declare
  member uuid := auth.uid();
  attempt public.solo_mock_attempts%rowtype;
begin
  if member is null or not public.is_member() then
    raise exception 'Only members can take solo mocks.' using errcode = '42501';
  end if;
  select * into attempt from public.solo_mock_attempts where id = p_attempt and user_id = member for update;
  if not found then
    raise exception 'That mock attempt cannot be found.' using errcode = '42501';
  end if;
  return attempt;
end;
$$;
revoke all on function public.solo_mock_attempt_for_change(uuid) from public, anon, authenticated;

-- Starts an attempt at a script at its first node, or returns the member's open attempt at it. At most 10 new
-- attempts a member an hour: far above honest practice (a script takes 15 to 60 minutes), it stops a loop filling
-- the table.
create function public.start_solo_mock(p_script text, p_first_node text) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  member uuid := auth.uid();
  open_id uuid;
  new_id uuid;
begin
  if member is null or not public.is_member() then
    raise exception 'Only members can take solo mocks.' using errcode = '42501';
  end if;
  perform pg_advisory_xact_lock(hashtext('solo_mocks:' || member::text));
  select id into open_id from public.solo_mock_attempts where user_id = member and script_id = p_script and finished_at is null;
  if found then
    return open_id;
  end if;
  if (select count(*) from public.solo_mock_attempts where user_id = member and started_at > now() - interval '1 hour') >= 10 then
    raise exception 'You can start at most 10 solo mocks an hour. Finish one you started, or come back later.' using errcode = '23514';
  end if;
  insert into public.solo_mock_attempts (user_id, script_id, current_node) values (member, p_script, p_first_node)
  returning id into new_id;
  return new_id;
end;
$$;

-- Records the answer to the node the attempt waits for, at the position it waits for: 'recorded', or 'duplicate'
-- when that very answer is already there (a reply lost on the way back). Anything else is refused: an answer to
-- another node, at another position, to a node already answered, to a finished attempt, or outside the lengths.
create function public.answer_solo_mock(p_attempt uuid, p_position smallint, p_node text, p_answer text) returns text
language plpgsql security definer set search_path = '' as $$
declare
  attempt public.solo_mock_attempts%rowtype := public.solo_mock_attempt_for_change(p_attempt);
  existing public.solo_mock_answers%rowtype;
begin
  if attempt.finished_at is not null then
    raise exception 'This mock is finished: start it again for a new attempt.' using errcode = '23514';
  end if;
  select * into existing from public.solo_mock_answers where attempt_id = attempt.id and position = p_position;
  if found then
    if existing.node_id = p_node and existing.answer = p_answer then
      return 'duplicate';
    end if;
    raise exception 'That node is already answered: an answer cannot change once the checklist is shown.' using errcode = '23514';
  end if;
  if p_position is distinct from attempt.answered or p_node is distinct from attempt.current_node then
    raise exception 'That answer is out of order: this mock waits for an answer to its current question.' using errcode = '23514';
  end if;
  if char_length(p_answer) > 6000 then
    raise exception 'An answer holds at most 6,000 characters; this one has %. Shorten it, then continue.',
      to_char(char_length(p_answer), 'FM999,999') using errcode = '23514';
  end if;
  if char_length(trim(p_answer)) < 120 then
    raise exception 'A sentence is not an answer: write at least 120 characters before you continue.' using errcode = '23514';
  end if;
  insert into public.solo_mock_answers (attempt_id, user_id, position, node_id, answer)
  values (attempt.id, attempt.user_id, p_position, p_node, p_answer);
  return 'recorded';
end;
$$;

-- Records what the member ticked for the answer the attempt waits on, and moves the attempt to the next node the
-- app chose by the script's rules (the database cannot read scripts); p_finished when that node is a closing one.
-- 'recorded', or 'duplicate' when the same ticks are already there; refused before the answer or out of order.
-- The ticks come as a JSON list of check ids (the Data API sends a list as JSON).
create function public.tick_solo_mock(p_attempt uuid, p_position smallint, p_ticks jsonb, p_next text, p_finished boolean) returns text
language plpgsql security definer set search_path = '' as $$
declare
  attempt public.solo_mock_attempts%rowtype := public.solo_mock_attempt_for_change(p_attempt);
  existing public.solo_mock_answers%rowtype;
  ticked text[];
begin
  if p_ticks is null or jsonb_typeof(p_ticks) <> 'array' or jsonb_array_length(p_ticks) > 5
    or exists (select 1 from jsonb_array_elements(p_ticks) as t where jsonb_typeof(t) <> 'string') then
    raise exception 'Those ticks are not checklist items.' using errcode = '23514';
  end if;
  ticked := array(select jsonb_array_elements_text(p_ticks));
  select * into existing from public.solo_mock_answers where attempt_id = attempt.id and position = p_position;
  if not found then
    raise exception 'Answer the question before ticking what you covered.' using errcode = '23514';
  end if;
  if existing.ticks is not null then
    if existing.ticks = ticked then
      return 'duplicate';
    end if;
    raise exception 'Those ticks are already recorded and cannot change.' using errcode = '23514';
  end if;
  if p_position is distinct from attempt.answered or attempt.finished_at is not null then
    raise exception 'That answer is out of order: this mock waits for an answer to its current question.' using errcode = '23514';
  end if;
  if exists (select 1 from unnest(ticked) as t where t !~ '^[a-z0-9]+(-[a-z0-9]+)*$' or char_length(t) > 60) then
    raise exception 'Those ticks are not checklist items.' using errcode = '23514';
  end if;
  update public.solo_mock_answers set ticks = ticked, ticked_at = now() where attempt_id = attempt.id and position = p_position;
  update public.solo_mock_attempts set answered = answered + 1, current_node = p_next,
    finished_at = case when p_finished then now() else null end
  where id = attempt.id;
  return 'recorded';
end;
$$;

-- The member's self-grade of a finished attempt, on its type's rubric (each skill 1-5), as practice answers are graded.
create function public.grade_solo_mock(p_attempt uuid, p_grades jsonb) returns text
language plpgsql security definer set search_path = '' as $$
declare
  attempt public.solo_mock_attempts%rowtype := public.solo_mock_attempt_for_change(p_attempt);
begin
  if attempt.finished_at is null then
    raise exception 'Finish the mock before grading it.' using errcode = '23514';
  end if;
  if p_grades is null or not public.practice_grades_valid(p_grades) or p_grades = '{}'::jsonb then
    raise exception 'Grade each skill from 1 to 5.' using errcode = '23514';
  end if;
  update public.solo_mock_attempts set self_grades = p_grades, graded_at = now() where id = attempt.id;
  return 'recorded';
end;
$$;

revoke all on function public.start_solo_mock(text, text) from public, anon;
revoke all on function public.answer_solo_mock(uuid, smallint, text, text) from public, anon;
revoke all on function public.tick_solo_mock(uuid, smallint, jsonb, text, boolean) from public, anon;
revoke all on function public.grade_solo_mock(uuid, jsonb) from public, anon;
grant execute on function public.start_solo_mock(text, text) to authenticated;
grant execute on function public.answer_solo_mock(uuid, smallint, text, text) to authenticated;
grant execute on function public.tick_solo_mock(uuid, smallint, jsonb, text, boolean) to authenticated;
grant execute on function public.grade_solo_mock(uuid, jsonb) to authenticated;

-- A checklist item missed in a solo mock comes back as a drill card: its answers are drill answers of kind 'mock'.
alter table public.drill_reviews drop constraint drill_reviews_kind_check;
alter table public.drill_reviews add constraint drill_reviews_kind_check check (kind in ('estimate', 'define', 'triage', 'mock'));
