-- Interview debriefs (issue 46): members report the rounds and questions they really met; an admin approves, edits for
-- privacy or rejects each report; approved reports feed the company guides, /debriefs and the question bank.
--
-- Who does what:
-- * An author (a member) writes their report straight into public.debriefs: it is pending, readable and changeable by
--   them alone until an admin decides; they may update its outcome at any time (public.debrief_set_outcome) and
--   delete it, with its outcome, at any time.
-- * Members read approved reports only through public.approved_debriefs() and public.debrief_bank_reports(), which
--   never return the author; they flag one through public.debrief_flag().
-- * Admins read everything (public.admin_debriefs() adds the author's email), approve, edit for privacy (each edit
--   recorded with who and when), reject with a reason the author reads, and link a reported question to a bank question.
-- * A former member's pending reports are withdrawn; their approved ones stay, with no link to them.

-- Values ---------------------------------------------------------------------------------------------------------------
-- The lists are the app's too (features/debriefs/debrief-kinds.ts); a value outside them is refused by the checks below.
create function public.debrief_questions_valid(questions text[]) returns boolean
language sql immutable set search_path = '' as $$
  select coalesce(array_length(questions, 1), 0) between 1 and 5
    and array_ndims(questions) = 1
    and not exists (select 1 from unnest(questions) q
      where q is null or char_length(public.trim_blank(q)) not between 1 and 500 or public.has_bidi_controls(q));
$$;

-- Reports --------------------------------------------------------------------------------------------------------------
create table public.debriefs (
  id uuid primary key default gen_random_uuid(),
  -- Null once the author's membership ended on an approved report: it stays with no link to them.
  user_id uuid default auth.uid() references auth.users (id) on delete set null,
  company_id text check (company_id in ('flipkart', 'swiggy', 'zomato', 'razorpay', 'cred', 'phonepe', 'meesho', 'zepto')),
  company_other text check (char_length(public.trim_blank(company_other)) between 1 and 80 and not public.has_bidi_controls(company_other)),
  level text not null check (level in ('apm', 'pm', 'senior-pm', 'group-pm')),
  round_type text not null check (round_type in ('recruiter-screen', 'product-sense', 'analytical', 'root-cause', 'estimation',
    'technical', 'behavioural', 'take-home', 'hiring-manager', 'leadership')),
  -- The first day of the month of the round: a report never carries the day.
  round_month date not null check (extract(day from round_month) = 1),
  format text not null check (format in ('video', 'on-site', 'phone')),
  minutes smallint not null check (minutes between 5 and 480),
  questions text[] not null check (public.debrief_questions_valid(questions)),
  outcome text not null default 'unknown' check (outcome in ('moved-on', 'rejected', 'offer', 'unknown')),
  tip text check (char_length(public.trim_blank(tip)) between 1 and 1000 and not public.has_bidi_controls(tip)),
  -- The author's readiness (0-100) for this round's question type when they reported, from their plan; null when the
  -- round type has none or the member had no evidence yet.
  readiness smallint check (readiness between 0 and 100),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected', 'withdrawn')),
  reject_reason text check (char_length(public.trim_blank(reject_reason)) between 1 and 500 and not public.has_bidi_controls(reject_reason)),
  created_at timestamptz not null default now(),
  outcome_at timestamptz,
  decided_at timestamptz,
  decided_by text,
  check ((company_id is null) <> (company_other is null)),
  check ((status = 'rejected') = (reject_reason is not null))
);
create index debriefs_user on public.debriefs (user_id, created_at);
create index debriefs_approved on public.debriefs (company_id, round_month desc) where status = 'approved';
alter table public.debriefs enable row level security;
revoke all on table public.debriefs from anon, authenticated;
grant select on table public.debriefs to authenticated;
grant insert (company_id, company_other, level, round_type, round_month, format, minutes, questions, outcome, tip, readiness)
  on table public.debriefs to authenticated;
-- The content of a pending report; never its status, author or readiness.
grant update (company_id, company_other, level, round_type, round_month, format, minutes, questions, tip)
  on table public.debriefs to authenticated;
grant delete on table public.debriefs to authenticated;
create policy "Authors and admins read reports" on public.debriefs
  for select to authenticated using (((select auth.uid()) = user_id and (select public.is_member())) or (select public.is_admin()));
create policy "Members report in their own name" on public.debriefs
  for insert to authenticated with check ((select auth.uid()) = user_id and (select public.is_member()));
create policy "Authors change their own pending reports" on public.debriefs
  for update to authenticated using ((select auth.uid()) = user_id and status = 'pending' and (select public.is_member()))
  with check ((select auth.uid()) = user_id and status = 'pending');
create policy "Authors remove their own reports" on public.debriefs
  for delete to authenticated using ((select auth.uid()) = user_id and (select public.is_member()));

-- The most reports a member may send in 24 hours.
create function public.debrief_daily_cap() returns integer language sql immutable set search_path = '' as $$ select 5 $$;

-- Rules whatever client writes: a month not in the future and at most two years back (India's calendar), five reports a
-- day, and a new report always pending.
create function public.check_debrief() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  this_month date := date_trunc('month', (now() at time zone 'Asia/Kolkata'))::date;
begin
  if tg_op = 'UPDATE' and new.round_month = old.round_month then
    return new;
  end if;
  if new.round_month > this_month then
    raise exception 'The month of the round cannot be in the future.' using errcode = '23514';
  end if;
  if new.round_month < (this_month - interval '24 months')::date then
    raise exception 'Report rounds from the last two years only.' using errcode = '23514';
  end if;
  if tg_op = 'INSERT' then
    perform pg_advisory_xact_lock(hashtext('debrief:' || coalesce(new.user_id::text, '')));
    if (select count(*) from public.debriefs d where d.user_id = new.user_id and d.created_at > now() - interval '1 day')
        >= public.debrief_daily_cap() then
      raise exception 'You have sent % reports today, the most a day. Send this one tomorrow.', public.debrief_daily_cap() using errcode = '23514';
    end if;
    new.status := 'pending';
    new.reject_reason := null;
    new.decided_at := null;
    new.decided_by := null;
    new.created_at := now();
    new.outcome_at := case when new.outcome = 'unknown' then null else now() end;
  end if;
  return new;
end;
$$;
create trigger check_debrief before insert or update on public.debriefs
  for each row execute function public.check_debrief();

-- Flags ----------------------------------------------------------------------------------------------------------------
create table public.debrief_flags (
  id uuid primary key default gen_random_uuid(),
  debrief_id uuid not null references public.debriefs (id) on delete cascade,
  user_id uuid references auth.users (id) on delete set null,
  reason text not null check (char_length(public.trim_blank(reason)) between 1 and 300 and not public.has_bidi_controls(reason)),
  created_at timestamptz not null default now(),
  -- Set when an admin kept the report up (or took it down): the flag is dealt with.
  resolved_at timestamptz
);
create unique index debrief_flags_once on public.debrief_flags (debrief_id, user_id);
alter table public.debrief_flags enable row level security;
revoke all on table public.debrief_flags from anon, authenticated;
grant select on table public.debrief_flags to authenticated;
create policy "Admins read flags" on public.debrief_flags for select to authenticated using ((select public.is_admin()));

-- Admins' edits: who changed what, and when ---------------------------------------------------------------------------
create table public.debrief_edits (
  id bigint generated always as identity primary key,
  debrief_id uuid not null references public.debriefs (id) on delete cascade,
  admin_email text not null,
  edited_at timestamptz not null default now(),
  before jsonb not null,
  after jsonb not null
);
create index debrief_edits_debrief on public.debrief_edits (debrief_id);
alter table public.debrief_edits enable row level security;
revoke all on table public.debrief_edits from anon, authenticated;
grant select on table public.debrief_edits to authenticated;
create policy "Admins read edits" on public.debrief_edits for select to authenticated using ((select public.is_admin()));

-- A reported question linked to a bank question (content/questions/<id>.mdx) ------------------------------------------
create table public.debrief_question_links (
  debrief_id uuid not null references public.debriefs (id) on delete cascade,
  question_index smallint not null check (question_index between 0 and 4),
  bank_question_id text not null check (bank_question_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(bank_question_id) <= 100),
  linked_by text not null,
  linked_at timestamptz not null default now(),
  primary key (debrief_id, question_index)
);
create index debrief_question_links_bank on public.debrief_question_links (bank_question_id);
alter table public.debrief_question_links enable row level security;
revoke all on table public.debrief_question_links from anon, authenticated;
grant select on table public.debrief_question_links to authenticated;
create policy "Admins read links" on public.debrief_question_links for select to authenticated using ((select public.is_admin()));

-- Member functions -----------------------------------------------------------------------------------------------------
create function public.debrief_refuse_non_member() returns uuid
language plpgsql stable security definer set search_path = '' as $$
begin
  if auth.uid() is null or not public.is_member() then
    raise exception 'Only members can read and send interview reports.' using errcode = '42501';
  end if;
  return auth.uid();
end;
$$;
revoke all on function public.debrief_refuse_non_member() from public, anon;
grant execute on function public.debrief_refuse_non_member() to authenticated;

-- The outcome of the caller's own report, whatever its status (a withdrawn one excepted): it is known weeks later.
create function public.debrief_set_outcome(report uuid, outcome text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  member uuid := public.debrief_refuse_non_member();
begin
  if outcome is null or outcome not in ('moved-on', 'rejected', 'offer', 'unknown') then
    raise exception 'Choose moved on, rejected, offer or not yet known.' using errcode = '23514';
  end if;
  update public.debriefs d set outcome = debrief_set_outcome.outcome, outcome_at = case when debrief_set_outcome.outcome = 'unknown' then null else now() end
    where d.id = report and d.user_id = member and d.status <> 'withdrawn';
  if not found then
    raise exception 'That report is not yours.' using errcode = '23514';
  end if;
end;
$$;
revoke all on function public.debrief_set_outcome(uuid, text) from public, anon;
grant execute on function public.debrief_set_outcome(uuid, text) to authenticated;

-- Approved reports, newest round first, for members: never the author, the readiness, the flags or the admin's name.
-- Each filter is optional; `since` is the first month to include.
create function public.approved_debriefs(company text default null, level text default null, round text default null, since date default null)
returns table (id uuid, company_id text, company_other text, level text, round_type text, round_month date, format text,
  minutes smallint, questions text[], outcome text, tip text)
language sql stable security definer set search_path = '' as $$
  select d.id, d.company_id, d.company_other, d.level, d.round_type, d.round_month, d.format, d.minutes, d.questions, d.outcome, d.tip
  from public.debriefs d
  where public.is_member() and d.status = 'approved'
    and (approved_debriefs.company is null or d.company_id = approved_debriefs.company or lower(d.company_other) = lower(approved_debriefs.company))
    and (approved_debriefs.level is null or d.level = approved_debriefs.level)
    and (approved_debriefs.round is null or d.round_type = approved_debriefs.round)
    and (approved_debriefs.since is null or d.round_month >= approved_debriefs.since)
  order by d.round_month desc, d.decided_at desc
  limit 300;
$$;
revoke all on function public.approved_debriefs(text, text, text, date) from public, anon;
grant execute on function public.approved_debriefs(text, text, text, date) to authenticated;

-- For the bank: each link from an approved report's question to a bank question, with the report's company and month.
create function public.debrief_bank_reports()
returns table (bank_question_id text, company_id text, company_other text, round_month date)
language sql stable security definer set search_path = '' as $$
  select l.bank_question_id, d.company_id, d.company_other, d.round_month
  from public.debrief_question_links l join public.debriefs d on d.id = l.debrief_id
  where public.is_member() and d.status = 'approved';
$$;
revoke all on function public.debrief_bank_reports() from public, anon;
grant execute on function public.debrief_bank_reports() to authenticated;

-- Flags an approved report for an admin to look at; it stays up until an admin decides.
create function public.debrief_flag(report uuid, reason text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  member uuid := public.debrief_refuse_non_member();
  line text := public.trim_blank(coalesce(reason, ''));
begin
  if not exists (select 1 from public.debriefs where id = report and status = 'approved') then
    raise exception 'That report cannot be found.' using errcode = '23514';
  end if;
  if char_length(line) not between 1 and 300 or public.has_bidi_controls(line) then
    raise exception 'Say what is wrong in at most 300 characters.' using errcode = '23514';
  end if;
  if exists (select 1 from public.debrief_flags where debrief_id = report and user_id = member) then
    raise exception 'You have already flagged this report.' using errcode = '23514';
  end if;
  if (select count(*) from public.debrief_flags where user_id = member and created_at > now() - interval '1 day') >= 20 then
    raise exception 'You have flagged 20 reports today, the most a day.' using errcode = '23514';
  end if;
  insert into public.debrief_flags (debrief_id, user_id, reason) values (report, member, line);
end;
$$;
revoke all on function public.debrief_flag(uuid, text) from public, anon;
grant execute on function public.debrief_flag(uuid, text) to authenticated;

-- Admins ----------------------------------------------------------------------------------------------------------------
-- Who acts: the admin's email, or "service" for the members command and the app server.
create function public.debrief_actor() returns text
language sql stable security definer set search_path = '' as $$
  select coalesce(nullif(lower(auth.jwt() ->> 'email'), ''), 'service');
$$;
revoke all on function public.debrief_actor() from public, anon, authenticated;

-- Every report with its author's email (null once they left), its open flags, its edits and its links, newest first.
create function public.admin_debriefs()
returns table (id uuid, author_email text, company_id text, company_other text, level text, round_type text, round_month date,
  format text, minutes smallint, questions text[], outcome text, tip text, readiness smallint, status text, reject_reason text,
  created_at timestamptz, decided_at timestamptz, decided_by text, flags jsonb, edits jsonb, links jsonb)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform public.refuse_unless_admin();
  return query
    select d.id, u.email::text, d.company_id, d.company_other, d.level, d.round_type, d.round_month, d.format, d.minutes,
      d.questions, d.outcome, d.tip, d.readiness, d.status, d.reject_reason, d.created_at, d.decided_at, d.decided_by,
      coalesce((select jsonb_agg(jsonb_build_object('reason', f.reason, 'at', f.created_at) order by f.created_at)
        from public.debrief_flags f where f.debrief_id = d.id and f.resolved_at is null), '[]'::jsonb),
      coalesce((select jsonb_agg(jsonb_build_object('by', e.admin_email, 'at', e.edited_at) order by e.edited_at)
        from public.debrief_edits e where e.debrief_id = d.id), '[]'::jsonb),
      coalesce((select jsonb_agg(jsonb_build_object('index', l.question_index, 'question', l.bank_question_id) order by l.question_index)
        from public.debrief_question_links l where l.debrief_id = d.id), '[]'::jsonb)
    from public.debriefs d
    left join auth.users u on u.id = d.user_id
    where d.status <> 'withdrawn'
    order by d.created_at desc
    limit 500;
end;
$$;
revoke all on function public.admin_debriefs() from public, anon;
grant execute on function public.admin_debriefs() to authenticated, service_role;

-- Edits a report for privacy (a name, a team, anything that identifies someone): questions, tip and the company written
-- as another's. Recorded with who and when, and what it was before.
-- `questions` is a JSON array of strings (blank ones are dropped).
create function public.admin_debrief_edit(report uuid, questions jsonb, tip text default null) returns void
language plpgsql security definer set search_path = '' as $$
declare
  d public.debriefs%rowtype;
  cleaned text[];
  new_tip text := nullif(public.trim_blank(coalesce(tip, '')), '');
begin
  perform public.refuse_unless_admin();
  if jsonb_typeof(questions) is distinct from 'array' or exists (select 1 from jsonb_array_elements(questions) e where jsonb_typeof(e) <> 'string') then
    raise exception 'Keep one to five questions of at most 500 characters each.' using errcode = '23514';
  end if;
  cleaned := (select coalesce(array_agg(public.trim_blank(q) order by n), '{}') from jsonb_array_elements_text(questions) with ordinality as t(q, n)
    where public.trim_blank(q) <> '');
  select * into d from public.debriefs where id = report for update;
  if not found then
    raise exception 'That report cannot be found.' using errcode = '23514';
  end if;
  if not public.debrief_questions_valid(cleaned) then
    raise exception 'Keep one to five questions of at most 500 characters each.' using errcode = '23514';
  end if;
  if new_tip is not null and char_length(new_tip) > 1000 then
    raise exception 'Keep the tip to 1000 characters.' using errcode = '23514';
  end if;
  if d.questions = cleaned and d.tip is not distinct from new_tip then
    return;
  end if;
  update public.debriefs set questions = cleaned, tip = new_tip where id = report;
  -- A link points at a question by its place: one past the new end no longer has a question.
  delete from public.debrief_question_links where debrief_id = report and question_index >= coalesce(array_length(cleaned, 1), 0);
  insert into public.debrief_edits (debrief_id, admin_email, before, after)
    values (report, public.debrief_actor(), jsonb_build_object('questions', d.questions, 'tip', d.tip),
      jsonb_build_object('questions', cleaned, 'tip', new_tip));
end;
$$;
revoke all on function public.admin_debrief_edit(uuid, jsonb, text) from public, anon;
grant execute on function public.admin_debrief_edit(uuid, jsonb, text) to authenticated, service_role;

-- 'approve', 'reject' (with a reason the author reads) or 'keep' (a flagged report stays up; its flags are dealt with).
-- Rejecting an approved report takes it down.
create function public.admin_debrief_decide(report uuid, decision text, reason text default null) returns void
language plpgsql security definer set search_path = '' as $$
declare
  line text := nullif(public.trim_blank(coalesce(reason, '')), '');
begin
  perform public.refuse_unless_admin();
  if not exists (select 1 from public.debriefs where id = report and status <> 'withdrawn') then
    raise exception 'That report cannot be found.' using errcode = '23514';
  end if;
  if decision = 'approve' then
    update public.debriefs set status = 'approved', reject_reason = null, decided_at = now(), decided_by = public.debrief_actor() where id = report;
  elsif decision = 'reject' then
    if line is null or char_length(line) > 500 or public.has_bidi_controls(line) then
      raise exception 'Give the author a reason of at most 500 characters.' using errcode = '23514';
    end if;
    update public.debriefs set status = 'rejected', reject_reason = line, decided_at = now(), decided_by = public.debrief_actor() where id = report;
  elsif decision <> 'keep' then
    raise exception 'Choose approve, reject or keep.' using errcode = '23514';
  end if;
  update public.debrief_flags set resolved_at = now() where debrief_id = report and resolved_at is null;
end;
$$;
revoke all on function public.admin_debrief_decide(uuid, text, text) from public, anon;
grant execute on function public.admin_debrief_decide(uuid, text, text) to authenticated, service_role;

-- Links the report's question at `place` (from 0) to a bank question, or unlinks it when `bank_question` is null.
-- The app checks the bank question exists (the bank is files); the database checks the shape and the place.
create function public.admin_debrief_link(report uuid, place integer, bank_question text) returns void
language plpgsql security definer set search_path = '' as $$
begin
  perform public.refuse_unless_admin();
  if not exists (select 1 from public.debriefs d where d.id = report and place between 0 and coalesce(array_length(d.questions, 1), 0) - 1) then
    raise exception 'That report has no such question.' using errcode = '23514';
  end if;
  if bank_question is null then
    delete from public.debrief_question_links l where l.debrief_id = report and l.question_index = place;
    return;
  end if;
  if bank_question !~ '^[a-z0-9]+(-[a-z0-9]+)*$' or char_length(bank_question) > 100 then
    raise exception 'That bank question cannot be found.' using errcode = '23514';
  end if;
  insert into public.debrief_question_links (debrief_id, question_index, bank_question_id, linked_by)
    values (report, place, bank_question, public.debrief_actor())
    on conflict (debrief_id, question_index) do update set bank_question_id = excluded.bank_question_id,
      linked_by = excluded.linked_by, linked_at = now();
end;
$$;
revoke all on function public.admin_debrief_link(uuid, integer, text) from public, anon;
grant execute on function public.admin_debrief_link(uuid, integer, text) to authenticated, service_role;

-- Readiness and outcome of every report that has both, for the outcomes page (no author, no content).
create function public.admin_debrief_outcomes()
returns table (round_type text, readiness smallint, outcome text)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform public.refuse_unless_admin();
  return query select d.round_type, d.readiness, d.outcome from public.debriefs d
    where d.status <> 'withdrawn' and d.outcome <> 'unknown';
end;
$$;
revoke all on function public.admin_debrief_outcomes() from public, anon;
grant execute on function public.admin_debrief_outcomes() to authenticated, service_role;

-- Membership ends ------------------------------------------------------------------------------------------------------
-- A former member's pending reports are withdrawn (nobody reviews or reads them); their approved reports stay up with
-- no link to them, and their flags lose their name.
create function public.debriefs_when_membership_ends() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.debriefs d set status = 'withdrawn' from auth.users a
    where lower(a.email) = old.email and d.user_id = a.id and d.status = 'pending';
  update public.debriefs d set user_id = null from auth.users a
    where lower(a.email) = old.email and d.user_id = a.id and d.status = 'approved';
  update public.debrief_flags f set user_id = null from auth.users a
    where lower(a.email) = old.email and f.user_id = a.id;
  return old;
end;
$$;
create trigger debriefs_when_membership_ends after delete on public.users
  for each row execute function public.debriefs_when_membership_ends();

grant select, insert, update, delete on table public.debriefs, public.debrief_flags, public.debrief_question_links, public.debrief_edits to service_role;
