-- Access ends when membership or the session ends, for the Data API too, not only for the app's pages.
--
-- is_member() now also asks whether the token's session still exists: Logout deletes the session, so a copy of the
-- session cookie taken before Logout stops working at once against the Data API (and within the app's short
-- membership cache for its pages), instead of when the access token expires (up to an hour). Service-role tokens
-- carry no session and bypass Row Level Security anyway.
create or replace function public.is_member() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
      select 1 from public.users u where u.email = lower(coalesce(auth.jwt() ->> 'email', ''))
    )
    and exists (
      select 1 from auth.sessions s where s.id::text = coalesce(auth.jwt() ->> 'session_id', '')
    );
$$;

-- A former member, or a session that was ended, can no longer read the profile or leave feedback through the API.
drop policy "Members can read their own profile" on public.user_profiles;
create policy "Members can read their own profile" on public.user_profiles
  for select to authenticated using ((select auth.uid()) = user_id and (select public.is_member()));

drop policy "Members can add feedback in their own name" on public.feedback;
create policy "Members can add feedback in their own name" on public.feedback
  for insert to authenticated
  with check (user_email = lower(coalesce(auth.jwt() ->> 'email', '')) and (select public.is_member()));

-- At most this many feedback rows per member in any hour (docs/decisions.md, 'Feedback'): enough for a learner
-- rating every lesson they read, far too few to fill the table. `pim.feedback_per_hour` may raise it (benchmarks).
create function public.limit_feedback_per_member() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  allowed integer := coalesce(nullif(current_setting('pim.feedback_per_hour', true), '')::integer, 20);
begin
  -- One member's inserts one at a time, so two at once cannot both slip under the limit.
  perform pg_advisory_xact_lock(hashtextextended('feedback:' || new.user_email, 0));
  if (select count(*) from public.feedback f
        where f.user_email = new.user_email and f.created_at > now() - interval '1 hour') >= allowed then
    raise exception 'feedback limit reached: at most % an hour', allowed using errcode = 'P0001';
  end if;
  return new;
end;
$$;
create trigger limit_feedback_per_member before insert on public.feedback
  for each row execute function public.limit_feedback_per_member();
