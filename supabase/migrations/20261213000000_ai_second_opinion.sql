-- AI second opinion (issue 45): an optional grader an operator switches on with their own OpenAI-compatible endpoint.
-- It is offered for a question type only once `npm run grader:agreement` has measured it against the editors' scores.
--
-- Who does what:
-- * The app server, with the service key: records each type's agreement figures (the agreement command), begins and
--   finishes a member's second opinion (grader_begin / grader_finish, which hold the limits), and logs every call's
--   tokens (grader_usage), which no one else reads.
-- * A member: reads the agreement figures (each type's agreement card) and their own second opinions.
-- * Admins: the figures, through the same read as members.

-- Agreement with the editors, one row per measurement of a type ---------------------------------------------------------
create table public.grader_agreement (
  id bigint generated always as identity primary key,
  question_type text not null check (question_type in ('estimation', 'analytical', 'execution', 'product-design', 'product-strategy', 'behavioral', 'technical', 'ai-product')),
  model text not null check (char_length(model) between 1 and 200),
  measured_at timestamptz not null default now(),
  -- Samples graded blind (a failed grading is not counted) and skill scores compared (no opinion is not compared).
  samples integer not null check (samples >= 0),
  scores integer not null check (scores >= 0),
  failed_samples integer not null default 0 check (failed_samples >= 0),
  -- Quadratic-weighted kappa against the editors, overall and per skill ({"skill-id": kappa or null}); null: undefined.
  kappa double precision check (kappa between -1 and 1),
  kappa_by_skill jsonb not null default '{}' check (jsonb_typeof(kappa_by_skill) = 'object'),
  abstention_rate double precision not null check (abstention_rate between 0 and 1),
  dropped_quotes integer not null default 0 check (dropped_quotes >= 0)
);
create index grader_agreement_latest on public.grader_agreement (question_type, measured_at desc);
alter table public.grader_agreement enable row level security;
revoke all on table public.grader_agreement from anon, authenticated;
grant select on table public.grader_agreement to authenticated;
create policy "Members read the grader's agreement figures" on public.grader_agreement
  for select to authenticated using ((select public.is_member()));

-- A member's second opinions ----------------------------------------------------------------------------------------------
create table public.second_opinions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  attempt_id uuid not null,
  question_id text not null check (char_length(question_id) <= 100),
  model text not null check (char_length(model) between 1 and 200),
  status text not null default 'pending' check (status in ('pending', 'done', 'failed')),
  -- [{skill, level (1-5 or null: no opinion), quote, reason}], only when done.
  verdicts jsonb check (verdicts is null or jsonb_typeof(verdicts) = 'array'),
  dropped_quotes integer check (dropped_quotes >= 0),
  -- Why it failed, for the operator's log: timeout, rate-limited, http-error, network, invalid-reply, expired.
  failure text check (char_length(failure) <= 40),
  requested_at timestamptz not null default now(),
  finished_at timestamptz,
  check ((status = 'done') = (verdicts is not null)),
  -- The attempt is the member's own: gone with it (an attempt's key is the member and its id).
  foreign key (user_id, attempt_id) references public.practice_attempts (user_id, id) on delete cascade
);
-- One request at a time per member.
create unique index second_opinions_one_pending on public.second_opinions (user_id) where status = 'pending';
create index second_opinions_attempt on public.second_opinions (attempt_id, requested_at desc);
create index second_opinions_user_day on public.second_opinions (user_id, requested_at);
alter table public.second_opinions enable row level security;
revoke all on table public.second_opinions from anon, authenticated;
grant select on table public.second_opinions to authenticated;
create policy "Members read their own second opinions" on public.second_opinions
  for select to authenticated using ((select auth.uid()) = user_id and (select public.is_member()));

-- Tokens of every call to the model: the daily budget, and what each answer costs -------------------------------------------
create table public.grader_usage (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  user_id uuid references auth.users (id) on delete set null,
  purpose text not null check (purpose in ('second-opinion', 'agreement')),
  model text not null check (char_length(model) between 1 and 200),
  prompt_tokens integer not null check (prompt_tokens >= 0),
  completion_tokens integer not null check (completion_tokens >= 0)
);
create index grader_usage_at on public.grader_usage (at);
alter table public.grader_usage enable row level security;
revoke all on table public.grader_usage from anon, authenticated;

-- The app server's functions (service key only) -------------------------------------------------------------------------
-- How long a request may stay pending before another may start (a server that died mid-request must not lock a
-- member out for good): well over the three asks' 30-second time-out.
create function public.grader_pending_minutes() returns integer language sql immutable set search_path = '' as $$ select 2 $$;

-- Starts a second opinion of `member`'s graded `attempt`, or refuses with a plain sentence: one at a time, at most
-- `member_cap` a day (Indian day) per member, and none once members' second opinions have used `budget_tokens` today
-- (the agreement command's calls are logged too, but are the operator's own run and do not count).
create function public.grader_begin(member uuid, attempt uuid, model text, member_cap integer, budget_tokens bigint) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  today timestamptz := ((now() at time zone 'Asia/Kolkata')::date)::timestamp at time zone 'Asia/Kolkata';
  a public.practice_attempts%rowtype;
  opinion uuid;
begin
  if coalesce(auth.jwt() ->> 'role', '') <> 'service_role' then
    raise exception 'permission denied' using errcode = '42501';
  end if;
  perform pg_advisory_xact_lock(hashtext('grader_begin:' || member::text));
  select * into a from public.practice_attempts where id = attempt and user_id = member;
  if not found or a.graded_at is null then
    raise exception 'Grade your answer yourself first: the second opinion comes after.' using errcode = '23514';
  end if;
  update public.second_opinions set status = 'failed', failure = 'expired', finished_at = now()
    where user_id = member and status = 'pending' and requested_at < now() - make_interval(mins => public.grader_pending_minutes());
  if exists (select 1 from public.second_opinions where user_id = member and status = 'pending') then
    raise exception 'A second opinion you asked for is still on its way. Wait for it before asking again.' using errcode = '23514';
  end if;
  if (select count(*) from public.second_opinions where user_id = member and requested_at >= today) >= member_cap then
    raise exception 'You have asked for % second opinions today, the most a day. Try again tomorrow.', member_cap using errcode = '23514';
  end if;
  if (select coalesce(sum(prompt_tokens + completion_tokens), 0) from public.grader_usage where at >= today and purpose = 'second-opinion') >= budget_tokens then
    raise exception 'Second opinions have used up today''s allowance for the whole course. Try again tomorrow.' using errcode = '23514';
  end if;
  insert into public.second_opinions (user_id, attempt_id, question_id, model)
    values (member, attempt, a.question_id, grader_begin.model) returning id into opinion;
  return opinion;
end;
$$;
revoke all on function public.grader_begin(uuid, uuid, text, integer, bigint) from public, anon, authenticated;
grant execute on function public.grader_begin(uuid, uuid, text, integer, bigint) to service_role;

-- Finishes a pending second opinion: its verdicts (done) or why it failed, and the tokens its calls used.
create function public.grader_finish(opinion uuid, verdicts jsonb, dropped integer, failure text, prompt_tokens integer, completion_tokens integer)
returns void
language plpgsql security definer set search_path = '' as $$
declare
  o public.second_opinions%rowtype;
begin
  if coalesce(auth.jwt() ->> 'role', '') <> 'service_role' then
    raise exception 'permission denied' using errcode = '42501';
  end if;
  select * into o from public.second_opinions where id = opinion for update;
  if not found then
    raise exception 'There is no such second opinion.' using errcode = '23514';
  end if;
  insert into public.grader_usage (user_id, purpose, model, prompt_tokens, completion_tokens)
    values (o.user_id, 'second-opinion', o.model, greatest(0, coalesce(grader_finish.prompt_tokens, 0)), greatest(0, coalesce(grader_finish.completion_tokens, 0)));
  if o.status <> 'pending' then
    return;
  end if;
  update public.second_opinions set
    status = case when grader_finish.verdicts is null then 'failed' else 'done' end,
    verdicts = grader_finish.verdicts,
    dropped_quotes = grader_finish.dropped,
    failure = case when grader_finish.verdicts is null then left(coalesce(grader_finish.failure, 'failed'), 40) end,
    finished_at = now()
    where id = opinion;
end;
$$;
revoke all on function public.grader_finish(uuid, jsonb, integer, text, integer, integer) from public, anon, authenticated;
grant execute on function public.grader_finish(uuid, jsonb, integer, text, integer, integer) to service_role;

grant select, insert, update, delete on table public.grader_agreement, public.second_opinions, public.grader_usage to service_role;
