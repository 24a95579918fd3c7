-- Progress rows only for lessons of the course. Without this a member could store, through the Data API, rows for
-- any path of the right shape, as many as they liked. The app server writes the course's lessons here with the
-- service key before it records progress (features/progress/known-lessons.ts), so a lesson an editor adds is known
-- as soon as a server that carries it records progress; nobody else can write to this table. A lesson taken out of
-- the course stays listed: its old rows stay valid, and the app no longer shows them.
create table public.course_lessons (
  path text primary key check (path ~ '^/dashboard/[a-z0-9-]+/[a-z0-9-]+$' and char_length(path) <= 200),
  added_at timestamptz not null default now()
);
alter table public.course_lessons enable row level security;
revoke all on table public.course_lessons from anon, authenticated;
grant select, insert on table public.course_lessons to service_role;

-- Checked on every insert and update from now on (the check reads course_lessons as its owner, past RLS). NOT VALID
-- leaves rows written before this migration alone, so it applies to a project that already holds progress. Rows per
-- member are bounded by the primary key (one per member and lesson), so by the number of lessons.
alter table public.lesson_progress
  add constraint lesson_progress_known_lesson foreign key (lesson_path) references public.course_lessons (path) on delete cascade not valid;
