-- Mock interviews, the admins' side (issue 42): reports reach /admin/mocks with each member's whole record (held, no-shows,
-- late cancels, reports against them); an admin can pause a member's entry or take them off the board, and undo either;
-- every such act is kept with who did it and when. The member is told plainly on /mocks and given a way back.

-- Who did what ----------------------------------------------------------------------------------------------------------
-- Written by the admin functions below only; read by admins through admin_mock_board_actions(). `actor` is the admin's
-- email as their verified token has it, or 'operator' for the service key (the members command).
create table public.mock_board_actions (
  id uuid primary key default gen_random_uuid(),
  member uuid not null references auth.users (id) on delete cascade,
  action text not null check (action in ('pause', 'resume', 'take-off', 'let-back')),
  actor text not null check (char_length(actor) between 1 and 320),
  created_at timestamptz not null default now()
);
create index mock_board_actions_member on public.mock_board_actions (member, created_at desc);
alter table public.mock_board_actions enable row level security;
revoke all on table public.mock_board_actions from anon, authenticated;
grant select, insert, update, delete on table public.mock_board_actions to service_role;

-- The admin acting, as the record names them.
create function public.mock_admin_actor() returns text
language sql stable security definer set search_path = '' as $$
  select case when coalesce(auth.jwt() ->> 'role', '') = 'service_role' then 'operator'
    else coalesce(nullif(lower(auth.jwt() ->> 'email'), ''), 'operator') end;
$$;
revoke all on function public.mock_admin_actor() from public, anon, authenticated;

-- Paused by an admin ------------------------------------------------------------------------------------------------------
-- Unlike a member's own pause, only an admin lifts it: the member sees why on /mocks and whom to write to.
alter table public.mock_profiles add column paused_by_admin boolean not null default false;
grant select (paused_by_admin) on table public.mock_profiles to authenticated;

-- Whether an admin's last word on `member` was a pause (not since resumed), so that leaving the board and joining again
-- does not lift it. Security definer (members cannot read the record); a member learns it of themselves only.
create function public.mock_admin_paused(member uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce((
    select x.action = 'pause' from public.mock_board_actions x
    where x.member = mock_admin_paused.member and x.action in ('pause', 'resume')
      and (auth.uid() is null or auth.uid() = mock_admin_paused.member)
    order by x.created_at desc limit 1
  ), false);
$$;
revoke all on function public.mock_admin_paused(uuid) from public, anon;
grant execute on function public.mock_admin_paused(uuid) to authenticated;

create function public.keep_admin_pause() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    new.paused_by_admin := public.mock_admin_paused(new.user_id);
    new.paused := new.paused or new.paused_by_admin;
  elsif current_user in ('authenticated', 'anon') then
    if old.paused_by_admin and not new.paused then
      raise exception 'An admin paused your board entry. Write to support to ask for it back.' using errcode = '42501';
    end if;
    new.paused_by_admin := old.paused_by_admin;
  end if;
  return new;
end;
$$;
create trigger keep_admin_pause before insert or update on public.mock_profiles
  for each row execute function public.keep_admin_pause();

create function public.admin_pause_mock_board(member uuid) returns void
language plpgsql volatile security definer set search_path = '' as $$
begin
  perform public.refuse_unless_admin();
  update public.mock_profiles p set paused = true, paused_by_admin = true where p.user_id = member;
  if not found then
    raise exception 'That member has no board entry to pause.' using errcode = '23514';
  end if;
  insert into public.mock_board_actions (member, action, actor) values (member, 'pause', public.mock_admin_actor());
end;
$$;
revoke all on function public.admin_pause_mock_board(uuid) from public, anon;
grant execute on function public.admin_pause_mock_board(uuid) to authenticated, service_role;

create function public.admin_resume_mock_board(member uuid) returns void
language plpgsql volatile security definer set search_path = '' as $$
begin
  perform public.refuse_unless_admin();
  update public.mock_profiles p set paused = false, paused_by_admin = false where p.user_id = member and p.paused_by_admin;
  if found then
    insert into public.mock_board_actions (member, action, actor) values (member, 'resume', public.mock_admin_actor());
  end if;
end;
$$;
revoke all on function public.admin_resume_mock_board(uuid) from public, anon;
grant execute on function public.admin_resume_mock_board(uuid) to authenticated, service_role;

-- Taking off and letting back, as in 20261211000000_mock_board_hardened.sql, now recorded.
create or replace function public.admin_take_off_mock_board(member uuid) returns void
language plpgsql volatile security definer set search_path = '' as $$
begin
  perform public.refuse_unless_admin();
  if not exists (select 1 from auth.users a where a.id = member) then
    raise exception 'No such member.' using errcode = '23503';
  end if;
  insert into public.mock_board_removals (user_id) values (member) on conflict (user_id) do nothing;
  if found then
    insert into public.mock_board_actions (member, action, actor) values (member, 'take-off', public.mock_admin_actor());
  end if;
  delete from public.mock_profiles p where p.user_id = member;
  update public.mock_requests r set status = 'cancelled'
    where member in (r.requester, r.partner) and (r.status = 'pending' or (r.status = 'accepted' and r.proposed_at > now()));
end;
$$;

create or replace function public.admin_let_back_on_mock_board(member uuid) returns void
language plpgsql volatile security definer set search_path = '' as $$
begin
  perform public.refuse_unless_admin();
  delete from public.mock_board_removals m where m.user_id = member;
  if found then
    insert into public.mock_board_actions (member, action, actor) values (member, 'let-back', public.mock_admin_actor());
  end if;
end;
$$;

-- What admins read --------------------------------------------------------------------------------------------------------
-- The acts on the board, newest first: on whom, what, by whom, when.
create function public.admin_mock_board_actions()
returns table (member_email text, member_name text, action text, actor text, created_at timestamptz)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform public.refuse_unless_admin();
  return query
    select a.email::text, coalesce(u.name, ''), x.action, x.actor, x.created_at
    from public.mock_board_actions x
    join auth.users a on a.id = x.member
    left join public.user_profiles u on u.user_id = x.member
    order by x.created_at desc
    limit 200;
end;
$$;
revoke all on function public.admin_mock_board_actions() from public, anon;
grant execute on function public.admin_mock_board_actions() to authenticated, service_role;

-- The entries an admin paused, with who paused them and when.
create function public.admin_mock_paused()
returns table (user_id uuid, email text, board_name text, paused_by text, paused_at timestamptz)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform public.refuse_unless_admin();
  return query
    select p.user_id, a.email::text, p.display_name, latest.actor, latest.created_at
    from public.mock_profiles p
    join auth.users a on a.id = p.user_id
    left join lateral (
      select x.actor, x.created_at from public.mock_board_actions x where x.member = p.user_id and x.action = 'pause'
      order by x.created_at desc limit 1
    ) latest on true
    where p.paused_by_admin
    order by latest.created_at desc nulls last
    limit 200;
end;
$$;
revoke all on function public.admin_mock_paused() from public, anon;
grant execute on function public.admin_mock_paused() to authenticated, service_role;

-- The reports as in 20261211000000_mock_board_hardened.sql, with each side's late cancels, and whether the reported
-- member's entry is paused by an admin.
drop function public.admin_mock_reports();
create function public.admin_mock_reports()
returns table (id uuid, created_at timestamptz, reason text,
  reporter_email text, reporter_name text, reporter_board_name text, reporter_held bigint, reporter_no_shows bigint,
  reporter_late_cancels bigint, reporter_reported bigint,
  reported_id uuid, reported_email text, reported_name text, reported_board_name text, reported_held bigint, reported_no_shows bigint,
  reported_late_cancels bigint, reported_reported bigint, reported_taken_off boolean, reported_paused_by_admin boolean, mocks_together bigint)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform public.refuse_unless_admin();
  return query
    with side as (
      select a.id, a.email::text as email, coalesce(u.name, '') as name, p.display_name,
        (select count(*) from public.mock_requests r where r.status = 'held' and a.id in (r.requester, r.partner)) as held,
        (select count(*) from public.mock_no_shows n where n.absent = a.id) as no_shows,
        (select count(*) from public.mock_requests r where r.cancelled_by = a.id and r.late_cancel) as late_cancels,
        (select count(*) from public.mock_reports m where m.reported = a.id) as reported,
        exists (select 1 from public.mock_board_removals x where x.user_id = a.id) as taken_off,
        coalesce(p.paused_by_admin, false) as paused_by_admin
      from auth.users a
      left join public.user_profiles u on u.user_id = a.id
      left join public.mock_profiles p on p.user_id = a.id
    )
    select m.id, m.created_at, m.reason,
      s1.email, s1.name, s1.display_name, s1.held, s1.no_shows, s1.late_cancels, s1.reported,
      s2.id, s2.email, s2.name, s2.display_name, s2.held, s2.no_shows, s2.late_cancels, s2.reported, s2.taken_off, s2.paused_by_admin,
      (select count(*) from public.mock_requests r
        where (r.requester = m.reporter and r.partner = m.reported) or (r.requester = m.reported and r.partner = m.reporter))
    from public.mock_reports m
    join side s1 on s1.id = m.reporter
    join side s2 on s2.id = m.reported
    order by m.created_at desc
    limit 200;
end;
$$;
revoke all on function public.admin_mock_reports() from public, anon;
grant execute on function public.admin_mock_reports() to authenticated, service_role;

-- The page's one read, as in 20261212000300_mock_interviewer_rating.sql, with whether an admin paused the entry.
create or replace function public.my_mock_page() returns jsonb
language sql stable security invoker set search_path = '' as $$
  select jsonb_build_object(
    'entry', (
      select to_jsonb(entry) from (
        select p.display_name, p.companies, p.interview_date, p.experience, p.slots, p.question_types, p.show_linkedin, p.paused,
          p.paused_for_no_shows, p.paused_by_admin
        from public.mock_profiles p where p.user_id = auth.uid()
      ) entry
    ),
    'video_link', public.mock_video_link(auth.uid()),
    'board', coalesce((select jsonb_agg(to_jsonb(b) - 'ordinality' order by b.ordinality) from public.mock_board() with ordinality b), '[]'::jsonb),
    'requests', coalesce((select jsonb_agg(to_jsonb(r) - 'ordinality' order by r.ordinality) from public.my_mock_requests() with ordinality r), '[]'::jsonb),
    'received', coalesce((
      select jsonb_agg(jsonb_build_object('request_id', f.request_id, 'scores', f.scores, 'comments', f.comments,
        'kit_followed', f.kit_followed, 'probes_asked', f.probes_asked))
      from public.mock_feedback f where f.subject = auth.uid()
    ), '[]'::jsonb),
    'blocked', coalesce((select jsonb_agg(k.blocked) from public.mock_blocks k where k.blocker = auth.uid()), '[]'::jsonb),
    'taken_off', exists (select 1 from public.mock_board_removals m where m.user_id = auth.uid())
  );
$$;
