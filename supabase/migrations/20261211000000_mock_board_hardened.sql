-- The mock board, hardened (issue 40): the partner's video link only around a mock still to happen, an interview date
-- in a sane range, admins able to take a member off the board, and the board read only by members on it.

-- The video link --------------------------------------------------------------------------------------------------------
-- The caller's own link, or the link of the other person of an accepted mock between the two whose time is ahead or
-- started less than the mock's length and its margin ago (60 + 30 minutes: MOCK_MINUTES and MOCK_MARGIN_MINUTES in
-- features/mocks/mock-options.ts, the same window the page keeps the card's links for). A held mock is over, a block
-- either way ends it at once, and an old mock gives nothing: not the link of then, nor the one the partner uses now.
create or replace function public.mock_video_link(member uuid) returns text
language sql stable security definer set search_path = '' as $$
  select p.video_link from public.mock_profiles p
  where public.is_member() and p.user_id = member
    and (member = auth.uid() or (
      not public.mock_blocked_between(auth.uid(), member)
      and exists (
        select 1 from public.mock_requests r
        where r.status = 'accepted'
          and ((r.requester = auth.uid() and r.partner = member) or (r.partner = auth.uid() and r.requester = member))
          and now() < r.proposed_at + interval '90 minutes'
      )
    ));
$$;

-- Taken off the board by an admin ---------------------------------------------------------------------------------------
-- A member an admin took off the board (after reports, say). Their course access stays; they cannot put themselves back
-- on the board until an admin lets them. They read their own row, so /mocks can tell them; nobody else reads any.
create table public.mock_board_removals (
  user_id uuid primary key references auth.users (id) on delete cascade,
  removed_at timestamptz not null default now()
);
alter table public.mock_board_removals enable row level security;
revoke all on table public.mock_board_removals from anon, authenticated;
grant select on table public.mock_board_removals to authenticated;
create policy "Members read whether an admin took them off the board" on public.mock_board_removals
  for select to authenticated using ((select auth.uid()) = user_id and (select public.is_member()));

-- The entry's checks, whichever client writes it. An interview date follows the plan's rule (after today in India, at
-- most a year ahead) when it is set or changed, so pausing an entry whose date has passed still works. A member an
-- admin took off the board cannot join it again. Security definer: it reads the removals past RLS.
create function public.check_mock_profile() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  today date := (now() at time zone 'Asia/Kolkata')::date;
  date_is_new boolean := tg_op = 'INSERT';
begin
  if tg_op = 'INSERT' and exists (select 1 from public.mock_board_removals m where m.user_id = new.user_id) then
    raise exception 'An admin took you off the mock interview board. Write to support to ask about it.' using errcode = '42501';
  end if;
  if tg_op = 'UPDATE' then
    date_is_new := new.interview_date is distinct from old.interview_date;
  end if;
  if date_is_new and new.interview_date is not null and (new.interview_date <= today or new.interview_date > today + 365) then
    raise exception 'The interview date must be after today and at most a year ahead.' using errcode = '23514';
  end if;
  return new;
end;
$$;
create trigger check_mock_profile before insert or update on public.mock_profiles
  for each row execute function public.check_mock_profile();

-- Takes `member` off the board: their entry goes, and their open requests and the mocks still to come are cancelled,
-- both ways (as when a membership ends). Admins only; their course access is untouched.
create function public.admin_take_off_mock_board(member uuid) returns void
language plpgsql volatile security definer set search_path = '' as $$
begin
  perform public.refuse_unless_admin();
  if not exists (select 1 from auth.users a where a.id = member) then
    raise exception 'No such member.' using errcode = '23503';
  end if;
  insert into public.mock_board_removals (user_id) values (member) on conflict (user_id) do nothing;
  delete from public.mock_profiles p where p.user_id = member;
  update public.mock_requests r set status = 'cancelled'
    where member in (r.requester, r.partner) and (r.status = 'pending' or (r.status = 'accepted' and r.proposed_at > now()));
end;
$$;
revoke all on function public.admin_take_off_mock_board(uuid) from public, anon;
grant execute on function public.admin_take_off_mock_board(uuid) to authenticated, service_role;

-- Lets `member` join the board again (they do so themselves, with the form).
create function public.admin_let_back_on_mock_board(member uuid) returns void
language plpgsql volatile security definer set search_path = '' as $$
begin
  perform public.refuse_unless_admin();
  delete from public.mock_board_removals m where m.user_id = member;
end;
$$;
revoke all on function public.admin_let_back_on_mock_board(uuid) from public, anon;
grant execute on function public.admin_let_back_on_mock_board(uuid) to authenticated, service_role;

-- The members taken off the board, most recent first, for the admin page.
create function public.admin_mock_removals()
returns table (user_id uuid, email text, name text, removed_at timestamptz)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform public.refuse_unless_admin();
  return query
    select m.user_id, a.email::text, coalesce(u.name, ''), m.removed_at
    from public.mock_board_removals m
    join auth.users a on a.id = m.user_id
    left join public.user_profiles u on u.user_id = m.user_id
    order by m.removed_at desc
    limit 200;
end;
$$;
revoke all on function public.admin_mock_removals() from public, anon;
grant execute on function public.admin_mock_removals() to authenticated, service_role;

-- The reports as before, plus who was reported (for "Take off the board") and whether they already are off it.
drop function public.admin_mock_reports();
create function public.admin_mock_reports()
returns table (id uuid, created_at timestamptz, reason text,
  reporter_email text, reporter_name text, reporter_board_name text, reporter_held bigint, reporter_no_shows bigint, reporter_reported bigint,
  reported_id uuid, reported_email text, reported_name text, reported_board_name text, reported_held bigint, reported_no_shows bigint,
  reported_reported bigint, reported_taken_off boolean, mocks_together bigint)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform public.refuse_unless_admin();
  return query
    with side as (
      select a.id, a.email::text as email, coalesce(u.name, '') as name, p.display_name,
        (select count(*) from public.mock_requests r where r.status = 'held' and a.id in (r.requester, r.partner)) as held,
        (select count(*) from public.mock_no_shows n where n.absent = a.id) as no_shows,
        (select count(*) from public.mock_reports m where m.reported = a.id) as reported,
        exists (select 1 from public.mock_board_removals x where x.user_id = a.id) as taken_off
      from auth.users a
      left join public.user_profiles u on u.user_id = a.id
      left join public.mock_profiles p on p.user_id = a.id
    )
    select m.id, m.created_at, m.reason,
      s1.email, s1.name, s1.display_name, s1.held, s1.no_shows, s1.reported,
      s2.id, s2.email, s2.name, s2.display_name, s2.held, s2.no_shows, s2.reported, s2.taken_off,
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

-- The board is for members on it ---------------------------------------------------------------------------------------
-- Whether the caller has an entry on the board that is not paused. Security definer: the policy on mock_profiles
-- cannot read mock_profiles itself (that would recurse).
create function public.mock_caller_on_board() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.mock_profiles p where p.user_id = auth.uid() and not p.paused);
$$;
revoke all on function public.mock_caller_on_board() from public, anon;
grant execute on function public.mock_caller_on_board() to authenticated;

-- A member reads their own entry always; the other entries only while their own is on the board and not paused, as
-- the page has always shown it ("Join the board below to see who else is preparing").
drop policy "Members read their own board entry and the unpaused entries of members they have not blocked" on public.mock_profiles;
create policy "Members read their own board entry, and while on the board the unpaused entries of members they have not blocked" on public.mock_profiles
  for select to authenticated using (
    (select public.is_member())
    and ((select auth.uid()) = user_id or ((select public.mock_caller_on_board()) and not paused and not public.mock_blocked_with(user_id)))
  );

-- The board as a member on it sees it (20261208000000_mock_interviews.sql), and nothing for anyone else.
create or replace function public.mock_board()
returns table (user_id uuid, display_name text, companies text[], interview_date date, experience text, slots text[],
  linkedin text, held bigint, no_shows bigint)
language sql stable security definer set search_path = '' as $$
  select p.user_id, p.display_name, p.companies, p.interview_date, p.experience, p.slots,
    case when p.show_linkedin then u.linkedin_profile end,
    (select count(*) from public.mock_requests r where r.status = 'held' and p.user_id in (r.requester, r.partner)),
    (select count(*) from public.mock_no_shows n where n.absent = p.user_id)
  from public.mock_profiles p
  left join public.user_profiles u on u.user_id = p.user_id
  where public.is_member() and public.mock_caller_on_board() and p.user_id <> auth.uid() and not p.paused
    and not public.mock_blocked_between(auth.uid(), p.user_id)
  order by p.updated_at desc;
$$;

-- The page's one read, as in 20261210002000_mock_window_blind_feedback.sql, plus whether an admin took the caller off
-- the board (read under their Row Level Security: their own row only).
create or replace function public.my_mock_page() returns jsonb
language sql stable security invoker set search_path = '' as $$
  select jsonb_build_object(
    'entry', (
      select to_jsonb(entry) from (
        select p.display_name, p.companies, p.interview_date, p.experience, p.slots, p.show_linkedin, p.paused
        from public.mock_profiles p where p.user_id = auth.uid()
      ) entry
    ),
    'video_link', public.mock_video_link(auth.uid()),
    'board', coalesce((select jsonb_agg(to_jsonb(b) - 'ordinality' order by b.ordinality) from public.mock_board() with ordinality b), '[]'::jsonb),
    'requests', coalesce((select jsonb_agg(to_jsonb(r) - 'ordinality' order by r.ordinality) from public.my_mock_requests() with ordinality r), '[]'::jsonb),
    'received', coalesce((
      select jsonb_agg(jsonb_build_object('request_id', f.request_id, 'scores', f.scores, 'comments', f.comments))
      from public.mock_feedback f where f.subject = auth.uid()
    ), '[]'::jsonb),
    'blocked', coalesce((select jsonb_agg(k.blocked) from public.mock_blocks k where k.blocker = auth.uid()), '[]'::jsonb),
    'taken_off', exists (select 1 from public.mock_board_removals m where m.user_id = auth.uid())
  );
$$;
