-- Membership list, member profiles and lesson feedback.
-- Applied unchanged to hosted Supabase, to a Postgres server and to the embedded Postgres of local-supabase/.

-- Membership list ----------------------------------------------------------------------------------------------
-- One row per purchased email. Operators add rows (SQL editor or service role); the API can neither list nor
-- probe it: members confirm their own membership through public.is_member() only.
create table public.users (
  email text primary key,
  created_at timestamptz not null default now(),
  constraint users_email_is_normalised check (email = lower(btrim(email)) and email like '%_@_%')
);
alter table public.users enable row level security;
revoke all on table public.users from anon, authenticated;

-- Operators paste emails as they come; store them trimmed and lower-cased so every comparison is case-insensitive.
create function public.normalise_member_email() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.email := lower(btrim(new.email));
  return new;
end;
$$;

create trigger normalise_member_email before insert or update on public.users
  for each row execute function public.normalise_member_email();

-- Answers "is the signed-in caller a member?" from the verified token's email. It takes no argument, so it cannot
-- be used to learn anything about another email.
create function public.is_member() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.users u where u.email = lower(coalesce(auth.jwt() ->> 'email', ''))
  );
$$;
revoke all on function public.is_member() from public, anon;
grant execute on function public.is_member() to authenticated, service_role;

-- Member profiles ----------------------------------------------------------------------------------------------
create table public.user_profiles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  name text not null default '' check (char_length(name) <= 200),
  phone_number text check (char_length(phone_number) <= 32),
  linkedin_profile text check (char_length(linkedin_profile) <= 300),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.user_profiles enable row level security;
revoke all on table public.user_profiles from anon, authenticated;
grant select on table public.user_profiles to authenticated;
grant update (name, phone_number, linkedin_profile) on table public.user_profiles to authenticated;

create policy "Members can read their own profile" on public.user_profiles
  for select to authenticated using ((select auth.uid()) = user_id);

create policy "Members can update their own profile" on public.user_profiles
  for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);

-- Lesson feedback ----------------------------------------------------------------------------------------------
create table public.feedback (
  id bigint generated always as identity primary key,
  user_email text not null default lower(coalesce(auth.jwt() ->> 'email', '')),
  page_url text not null check (page_url ~ '^/dashboard/[a-z0-9-]+/[a-z0-9-]+$' and char_length(page_url) <= 200),
  rating text not null check (rating in ('up', 'down')),
  feedback_text text check (char_length(feedback_text) <= 5000),
  created_at timestamptz not null default now()
);
alter table public.feedback enable row level security;
revoke all on table public.feedback from anon, authenticated;
grant insert (user_email, page_url, rating, feedback_text) on table public.feedback to authenticated;

create policy "Members can add feedback in their own name" on public.feedback
  for insert to authenticated with check (user_email = lower(coalesce(auth.jwt() ->> 'email', '')));

-- Accounts -----------------------------------------------------------------------------------------------------
-- Only purchased emails may become accounts, whether through the sign-up form or Google. Raising here makes the
-- auth server answer "Database error saving new user", which the app shows as the 24-hour activation message.
create function public.refuse_accounts_without_membership() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.email is null or not exists (select 1 from public.users u where u.email = lower(new.email)) then
    raise exception 'No membership has been purchased for this email'
      using errcode = 'P0001', hint = 'Add the email to public.users first.';
  end if;
  return new;
end;
$$;

create trigger refuse_accounts_without_membership before insert on auth.users
  for each row execute function public.refuse_accounts_without_membership();

-- The profile is made from the sign-up metadata in the same transaction as the account, so an account never
-- exists without its profile. Google accounts carry "full_name"/"name" and no phone or LinkedIn.
create function public.create_profile_for_new_account() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.user_profiles (user_id, name, phone_number, linkedin_profile)
  values (
    new.id,
    left(coalesce(nullif(btrim(new.raw_user_meta_data ->> 'name'), ''),
                  nullif(btrim(new.raw_user_meta_data ->> 'full_name'), ''), ''), 200),
    nullif(btrim(new.raw_user_meta_data ->> 'phone_number'), ''),
    nullif(btrim(new.raw_user_meta_data ->> 'linkedin_profile'), '')
  );
  return new;
end;
$$;

create trigger create_profile_for_new_account after insert on auth.users
  for each row execute function public.create_profile_for_new_account();
