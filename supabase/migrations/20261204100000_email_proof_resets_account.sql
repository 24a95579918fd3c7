-- Whoever proves an email owns its account. Until the address is proven (the confirmation link, or a recovery or
-- magic link, which GoTrue also counts as proof), anyone could have signed up with it, and GoTrue keeps the first
-- sign-up's password and metadata when the address signs up again (it "can't be sure of their claimed identity").
-- So at the moment of proof by email nothing made before it survives: the password, the metadata (but the claims
-- GoTrue itself keeps: sub, email, email_verified, phone_verified), the email identity's extra data, any session,
-- and the profile. The profile is marked as waiting for its owner, who chooses a password and gives their details
-- on the app's "Choose your password" step (public.complete_account_setup below).
--
-- Proof through Google is left alone: GoTrue has already dropped the unconfirmed password, identities and metadata
-- (RemoveUnconfirmedIdentities, before it confirms), and the metadata it keeps is Google's, given with the proof.
-- That case is told apart by the email identity, which only the email sign-up has and which GoTrue deletes there.

alter table public.user_profiles add column owner_setup_pending boolean not null default false;

-- The claims GoTrue writes itself; everything else in the metadata was typed by whoever signed up.
create function public.metadata_kept_at_email_proof(metadata jsonb) returns jsonb
language sql immutable set search_path = '' as $$
  select case when jsonb_typeof(metadata) = 'object' then coalesce(
    (select jsonb_object_agg(m.key, m.value) from jsonb_each(metadata) m
      where m.key in ('sub', 'email', 'email_verified', 'phone_verified')),
    '{}'::jsonb) else '{}'::jsonb end;
$$;
revoke all on function public.metadata_kept_at_email_proof(jsonb) from public, anon, authenticated;

-- GoTrue's Confirm writes email_confirmed_at, then the metadata and the identity's data again from what it read
-- before (with "email_verified" added), in the same transaction: a transaction-local mark lets those later writes
-- be cut down too, so the old metadata cannot come back.
create function public.email_proof_resets_account() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if old.email_confirmed_at is null and new.email_confirmed_at is not null
     and exists (select 1 from auth.identities i where i.user_id = new.id and i.provider = 'email') then
    new.encrypted_password := null;
    new.raw_user_meta_data := public.metadata_kept_at_email_proof(new.raw_user_meta_data);
    perform set_config('pim.email_proven_for', new.id::text, true);
    update auth.identities set identity_data = public.metadata_kept_at_email_proof(identity_data)
      where user_id = new.id and provider = 'email';
    delete from auth.sessions where user_id = new.id;
    update public.user_profiles
      set name = '', phone_number = null, linkedin_profile = null, owner_setup_pending = true, updated_at = now()
      where user_id = new.id;
  elsif new.raw_user_meta_data is distinct from old.raw_user_meta_data
        and current_setting('pim.email_proven_for', true) = new.id::text then
    new.raw_user_meta_data := public.metadata_kept_at_email_proof(new.raw_user_meta_data);
  end if;
  return new;
end;
$$;

create trigger email_proof_resets_account before update of email_confirmed_at, raw_user_meta_data on auth.users
  for each row execute function public.email_proof_resets_account();

create function public.email_proof_resets_identity() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.provider = 'email' and current_setting('pim.email_proven_for', true) = new.user_id::text then
    new.identity_data := public.metadata_kept_at_email_proof(new.identity_data);
  end if;
  return new;
end;
$$;

create trigger email_proof_resets_identity before update of identity_data on auth.identities
  for each row execute function public.email_proof_resets_identity();

-- The owner's step after the proof: their details, once, into the profile waiting for them. Only the caller's own
-- profile, only while it waits, and only once the account has a password again (the app sets it first), so an
-- account is never left without both. Checked here as well as by the app, since anyone can call the Data API.
create function public.complete_account_setup(name text, phone_number text, linkedin_profile text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  caller uuid := auth.uid();
  clean_name text := btrim(coalesce(name, ''));
  clean_phone text := btrim(coalesce(phone_number, ''));
  clean_link text := btrim(coalesce(linkedin_profile, ''));
begin
  if caller is null or not public.is_member() then
    raise exception 'permission denied: members only' using errcode = '42501';
  end if;
  if char_length(clean_name) not between 1 and 100 then
    raise exception 'Full name is required, at most 100 characters.' using errcode = '22023';
  end if;
  if clean_phone !~ '^\+[1-9][0-9]{6,14}$' then
    raise exception 'Enter a valid phone number, including the country code.' using errcode = '22023';
  end if;
  if char_length(clean_link) > 300 or clean_link !~ '^https://([a-z0-9-]+\.)*linkedin\.com/[^/\s\\]' then
    raise exception 'LinkedIn profile link is not valid, please correct it.' using errcode = '22023';
  end if;
  if not exists (select 1 from auth.users u where u.id = caller and coalesce(u.encrypted_password, '') <> '') then
    raise exception 'Choose a password first.' using errcode = 'P0001';
  end if;
  update public.user_profiles p
    set name = clean_name, phone_number = clean_phone, linkedin_profile = clean_link,
        owner_setup_pending = false, updated_at = now()
    where p.user_id = caller and p.owner_setup_pending;
end;
$$;
revoke all on function public.complete_account_setup(text, text, text) from public, anon;
grant execute on function public.complete_account_setup(text, text, text) to authenticated;
