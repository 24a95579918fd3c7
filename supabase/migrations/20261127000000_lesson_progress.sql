-- Lesson progress: which lessons a member has opened and finished, so the course can show how far they are and
-- where to pick up. One row per member and lesson; the app writes it with upserts, so a retried or doubled request
-- leaves the same row.
create table public.lesson_progress (
  user_id uuid not null references auth.users (id) on delete cascade,
  lesson_path text not null check (lesson_path ~ '^/dashboard/[a-z0-9-]+/[a-z0-9-]+$' and char_length(lesson_path) <= 200),
  first_visited_at timestamptz not null default now(),
  last_visited_at timestamptz not null default now(),
  completed_at timestamptz,
  primary key (user_id, lesson_path)
);
alter table public.lesson_progress enable row level security;
revoke all on table public.lesson_progress from anon, authenticated;
grant select, delete on table public.lesson_progress to authenticated;
grant insert (user_id, lesson_path, last_visited_at, completed_at) on table public.lesson_progress to authenticated;
-- An upsert sets every column it offers, the key too, so the key columns need the update grant; the trigger below
-- keeps a row from moving to another member or lesson.
grant update (user_id, lesson_path, last_visited_at, completed_at) on table public.lesson_progress to authenticated;

-- A member reads and writes their own rows only, and only while still a member with a live session.
create policy "Members read their own progress" on public.lesson_progress
  for select to authenticated using ((select auth.uid()) = user_id and (select public.is_member()));
create policy "Members record their own progress" on public.lesson_progress
  for insert to authenticated with check ((select auth.uid()) = user_id and (select public.is_member()));
create policy "Members update their own progress" on public.lesson_progress
  for update to authenticated
  using ((select auth.uid()) = user_id and (select public.is_member()))
  with check ((select auth.uid()) = user_id and (select public.is_member()));
create policy "Members reset their own progress" on public.lesson_progress
  for delete to authenticated using ((select auth.uid()) = user_id and (select public.is_member()));

-- The times a request brings are the learner's (a visit recorded offline arrives later), so the database keeps them
-- sensible: never in the future, "last visited" never moves back when an older visit arrives late, and finishing a
-- lesson again keeps the first completion time. Undoing (completed_at set to null) still clears it.
create function public.keep_lesson_progress_history() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.last_visited_at := least(new.last_visited_at, now());
  -- least() skips nulls: an unfinished lesson must stay unfinished.
  if new.completed_at is not null then
    new.completed_at := least(new.completed_at, now());
  end if;
  if tg_op = 'UPDATE' then
    new.user_id := old.user_id;
    new.lesson_path := old.lesson_path;
    new.first_visited_at := old.first_visited_at;
    new.last_visited_at := greatest(old.last_visited_at, new.last_visited_at);
    if old.completed_at is not null and new.completed_at is not null then
      new.completed_at := old.completed_at;
    end if;
  else
    new.first_visited_at := least(new.first_visited_at, new.last_visited_at);
  end if;
  return new;
end;
$$;

create trigger keep_lesson_progress_history before insert or update on public.lesson_progress
  for each row execute function public.keep_lesson_progress_history();
