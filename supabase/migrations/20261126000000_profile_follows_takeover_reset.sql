-- An account whose email was never confirmed belongs to nobody yet: anyone could have signed up with a buyer's
-- email. When the buyer then signs in with a verified Google account, Supabase Auth resets that account (it drops the
-- unverified password and identities and replaces the metadata with Google's), but it never touches public tables,
-- so the profile would still hold the other person's name, phone and LinkedIn link. While an account is unconfirmed,
-- its profile therefore follows its metadata: the reset rewrites it from what Google gave.
create function public.profile_follows_unconfirmed_metadata() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if old.email_confirmed_at is null and new.raw_user_meta_data is distinct from old.raw_user_meta_data then
    update public.user_profiles set
      name = left(coalesce(nullif(btrim(new.raw_user_meta_data ->> 'name'), ''),
                           nullif(btrim(new.raw_user_meta_data ->> 'full_name'), ''), ''), 200),
      phone_number = nullif(btrim(new.raw_user_meta_data ->> 'phone_number'), ''),
      linkedin_profile = nullif(btrim(new.raw_user_meta_data ->> 'linkedin_profile'), ''),
      updated_at = now()
    where user_id = new.id;
  end if;
  return new;
end;
$$;

create trigger profile_follows_unconfirmed_metadata after update of raw_user_meta_data on auth.users
  for each row execute function public.profile_follows_unconfirmed_metadata();
