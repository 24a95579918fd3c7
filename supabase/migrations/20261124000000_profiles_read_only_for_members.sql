-- No screen edits a profile: it is written once, by the sign-up trigger, from what the person gave at sign-up.
-- The update grant and policy let a member rewrite their own row through the Data API all the same (a LinkedIn
-- link or a name that no form would accept), so members lose both; the service role still corrects rows.
drop policy if exists "Members can update their own profile" on public.user_profiles;
revoke update on table public.user_profiles from authenticated;
