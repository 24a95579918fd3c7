-- Mock interviews, a daily limit on acceptances (issue 42). A member accepts at most 10 mocks in 24 hours, whichever
-- way they accept (accept_mock_request or the Data API's update), so nobody can fill their own or others' calendars in
-- bulk; the same limit is checked by the page's action first (MOCK_LIMITS.acceptancesPerDay in
-- features/mocks/mock-options.ts). Requests (20 a day, 5 open) and emails (30 a day) have had theirs since
-- 20261210002000 and 20261212000100.
alter table public.mock_requests add column accepted_at timestamptz;
create index mock_requests_accepted_at on public.mock_requests (partner, accepted_at) where accepted_at is not null;

-- Fires after the checks of who may accept (trigger names sort after check_*). A write of the service role (no
-- caller) is not a member's acceptance and is not counted against anyone's limit, but it is stamped.
create function public.limit_mock_acceptances() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.status = 'accepted' and old.status is distinct from 'accepted' then
    if auth.uid() is not null then
      -- One member's acceptances one at a time, so two at once cannot both slip under the limit.
      perform pg_advisory_xact_lock(hashtextextended('mock_acceptances:' || old.partner::text, 0));
      if (select count(*) from public.mock_requests r where r.partner = old.partner and r.accepted_at > now() - interval '1 day') >= 10 then
        raise exception 'You have accepted 10 mocks in the last 24 hours, the most allowed. Accept more tomorrow.' using errcode = '23514';
      end if;
    end if;
    new.accepted_at := now();
  else
    new.accepted_at := old.accepted_at;
  end if;
  return new;
end;
$$;
create trigger limit_mock_acceptances before update on public.mock_requests
  for each row execute function public.limit_mock_acceptances();
