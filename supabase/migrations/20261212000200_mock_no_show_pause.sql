-- Mock interviews, repeated no-shows (issue 42): a member reported absent twice in 30 days has their board entry
-- paused at once, with a plain message on /mocks saying why; resuming the entry (the way back) clears it. A first
-- no-show pauses nothing. The member who came is offered a new partner within the next day on /mocks (the page's
-- ranking, features/mocks/matching.ts).
alter table public.mock_profiles add column paused_for_no_shows boolean not null default false;
grant select (paused_for_no_shows) on table public.mock_profiles to authenticated;

create function public.pause_after_no_shows() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if (select count(*) from public.mock_no_shows n where n.absent = new.absent and n.created_at > now() - interval '30 days') >= 2 then
    update public.mock_profiles p set paused = true, paused_for_no_shows = true where p.user_id = new.absent and not p.paused;
  end if;
  return new;
end;
$$;
create trigger pause_after_no_shows after insert on public.mock_no_shows
  for each row execute function public.pause_after_no_shows();

-- Only the database sets the flag; resuming the entry clears it.
create function public.keep_no_show_pause() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    new.paused_for_no_shows := false;
  elsif not new.paused then
    new.paused_for_no_shows := false;
  elsif current_user in ('authenticated', 'anon') then
    new.paused_for_no_shows := old.paused_for_no_shows;
  end if;
  return new;
end;
$$;
create trigger keep_no_show_pause before insert or update on public.mock_profiles
  for each row execute function public.keep_no_show_pause();

-- The page's one read, as in 20261212000000_mock_matching.sql, with whether the entry was paused for no-shows.
create or replace function public.my_mock_page() returns jsonb
language sql stable security invoker set search_path = '' as $$
  select jsonb_build_object(
    'entry', (
      select to_jsonb(entry) from (
        select p.display_name, p.companies, p.interview_date, p.experience, p.slots, p.question_types, p.show_linkedin, p.paused,
          p.paused_for_no_shows
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
