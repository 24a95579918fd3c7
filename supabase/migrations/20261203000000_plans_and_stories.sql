-- Study plans: one per member, the interview date, the companies aimed at and the hours a week the learner can give.
-- The plan itself is worked out by the app from this row and what the learner has done, so nothing else is stored.
create table public.study_plans (
  user_id uuid primary key references auth.users (id) on delete cascade,
  interview_date date not null,
  companies text[] not null default '{}'
    check (cardinality(companies) <= 8 and companies <@ array['flipkart', 'swiggy', 'zomato', 'zepto', 'cred', 'razorpay', 'phonepe', 'meesho']),
  hours_per_week smallint not null check (hours_per_week between 1 and 60),
  updated_at timestamptz not null default now()
);
alter table public.study_plans enable row level security;
revoke all on table public.study_plans from anon, authenticated;
grant select, delete on table public.study_plans to authenticated;
grant insert (user_id, interview_date, companies, hours_per_week) on table public.study_plans to authenticated;
grant update (user_id, interview_date, companies, hours_per_week) on table public.study_plans to authenticated;

create policy "Members read their own plan" on public.study_plans
  for select to authenticated using ((select auth.uid()) = user_id and (select public.is_member()));
create policy "Members set their own plan" on public.study_plans
  for insert to authenticated with check ((select auth.uid()) = user_id and (select public.is_member()));
create policy "Members change their own plan" on public.study_plans
  for update to authenticated
  using ((select auth.uid()) = user_id and (select public.is_member()))
  with check ((select auth.uid()) = user_id and (select public.is_member()));
create policy "Members delete their own plan" on public.study_plans
  for delete to authenticated using ((select auth.uid()) = user_id and (select public.is_member()));

-- The date is checked against the day it is in India when the row is written: a plan for a day already past, or more
-- than a year ahead, is refused whichever client sends it. The owner and the time of the change are the database's.
create function public.check_study_plan() returns trigger
language plpgsql set search_path = '' as $$
declare
  today date := (now() at time zone 'Asia/Kolkata')::date;
begin
  if new.interview_date <= today or new.interview_date > today + 365 then
    raise exception 'The interview date must be after today and at most a year ahead.' using errcode = '23514';
  end if;
  if tg_op = 'UPDATE' then
    new.user_id := old.user_id;
  end if;
  new.updated_at := now();
  return new;
end;
$$;

create trigger check_study_plan before insert or update on public.study_plans
  for each row execute function public.check_study_plan();

-- The story bank: a member's STAR stories, private to them, at most 50 each. `competencies` are ids from the fixed
-- list the behavioural lessons use (the app's list); numbers are the figures the story quotes, as the learner writes
-- them.
create table public.stories (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  title text not null check (char_length(btrim(title)) between 1 and 120),
  situation text not null check (char_length(btrim(situation)) between 1 and 2000),
  task text not null check (char_length(btrim(task)) between 1 and 2000),
  action text not null check (char_length(btrim(action)) between 1 and 4000),
  result text not null check (char_length(btrim(result)) between 1 and 2000),
  happened text not null default '' check (char_length(happened) <= 60),
  numbers text not null default '' check (char_length(numbers) <= 500),
  competencies text[] not null default '{}'
    check (cardinality(competencies) <= 12 and competencies <@ array[
      'impact', 'failure', 'conflict-peer', 'conflict-senior', 'trade-off', 'customer', 'ambiguity', 'influence',
      'mistake', 'leading-people', 'strategy'
    ]),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index stories_user_id on public.stories (user_id);
alter table public.stories enable row level security;
revoke all on table public.stories from anon, authenticated;
grant select, delete on table public.stories to authenticated;
grant insert (user_id, title, situation, task, action, result, happened, numbers, competencies) on table public.stories to authenticated;
grant update (title, situation, task, action, result, happened, numbers, competencies) on table public.stories to authenticated;

create policy "Members read their own stories" on public.stories
  for select to authenticated using ((select auth.uid()) = user_id and (select public.is_member()));
create policy "Members add their own stories" on public.stories
  for insert to authenticated with check ((select auth.uid()) = user_id and (select public.is_member()));
create policy "Members edit their own stories" on public.stories
  for update to authenticated
  using ((select auth.uid()) = user_id and (select public.is_member()))
  with check ((select auth.uid()) = user_id and (select public.is_member()));
create policy "Members delete their own stories" on public.stories
  for delete to authenticated using ((select auth.uid()) = user_id and (select public.is_member()));

-- Fifty stories at most: more is a list, not a bank. The member's rows are locked first so two inserts at once
-- cannot both see 49.
create function public.limit_stories() returns trigger
language plpgsql set search_path = '' as $$
begin
  perform pg_advisory_xact_lock(hashtext('stories:' || new.user_id::text));
  if (select count(*) from public.stories where user_id = new.user_id) >= 50 then
    raise exception 'A story bank holds at most 50 stories. Delete one before adding another.' using errcode = '23514';
  end if;
  return new;
end;
$$;

create trigger limit_stories before insert on public.stories
  for each row execute function public.limit_stories();

create function public.touch_story() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create trigger touch_story before update on public.stories
  for each row execute function public.touch_story();
