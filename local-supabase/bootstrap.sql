-- What Supabase itself provides in a project's database before its migrations run (the auth schema and its helpers),
-- trimmed to what the local backend and this project's migrations use. Idempotent: it runs on every start. The roles
-- it grants to come first, from roles.sql.

create schema if not exists extensions;
create schema if not exists auth authorization supabase_auth_admin;
create schema if not exists supabase_migrations;

grant usage on schema public to anon, authenticated, service_role;
grant usage on schema extensions to anon, authenticated, service_role;
grant usage on schema auth to anon, authenticated, service_role;
grant create on schema public to supabase_auth_admin;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

create table if not exists supabase_migrations.schema_migrations (version text primary key, name text, applied_at timestamptz not null default now());

set role supabase_auth_admin;

create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255) default '',
  confirmation_sent_at timestamptz,
  recovery_token varchar(255) default '',
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255) default '',
  email_change varchar(255) default '',
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text unique default null,
  phone_confirmed_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  banned_until timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
create unique index if not exists users_email_partial_key on auth.users (email) where is_sso_user = false;

create table if not exists auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid primary key default gen_random_uuid(),
  unique (provider_id, provider)
);

create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  aal text not null default 'aal1',
  amr jsonb not null default '[]',
  refreshed_at timestamptz,
  user_agent text,
  ip text
);

create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token varchar(255) not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  revoked boolean not null default false,
  parent varchar(255),
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists auth.flow_state (
  id uuid primary key,
  user_id uuid references auth.users (id) on delete cascade,
  auth_code text,
  code_challenge text,
  code_challenge_method text,
  provider_type text not null,
  redirect_to text not null,
  authentication_method text not null default 'oauth',
  auth_code_issued_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- Databases made before password recovery lack the column GoTrue sets when /verify hands out a flow's code.
alter table auth.flow_state add column if not exists auth_code_issued_at timestamptz;

alter table auth.users enable row level security;
alter table auth.identities enable row level security;
alter table auth.sessions enable row level security;
alter table auth.refresh_tokens enable row level security;
alter table auth.flow_state enable row level security;

create or replace function auth.uid() returns uuid language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim.sub', true), ''),
                  (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'))::uuid
$$;
create or replace function auth.role() returns text language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim.role', true), ''),
                  (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role'))::text
$$;
create or replace function auth.email() returns text language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim.email', true), ''),
                  (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email'))::text
$$;
create or replace function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim', true), ''),
                  nullif(current_setting('request.jwt.claims', true), ''))::jsonb
$$;

reset role;

grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt() to anon, authenticated, service_role;

-- The local backend's own ES256 signing key, kept with the data (hosted Supabase keeps its keys outside the DB).
create table if not exists auth.signing_keys (
  kid text primary key,
  jwk jsonb not null,
  created_at timestamptz not null default now()
);
alter table auth.signing_keys owner to supabase_auth_admin;
alter table auth.signing_keys enable row level security;

-- The outbox: every email the auth server "sends" (there is no SMTP offline), read by the mail viewer
-- (local-supabase/mail/). A schema of the backend's own, like auth.signing_keys: not part of any project's
-- migrations, and not exposed by the Data API (which serves public only). The auth server's role writes to it in the
-- same transaction as the token the email carries, so a refused request leaves neither behind.
create schema if not exists local_supabase;
revoke all on schema local_supabase from public;
grant usage on schema local_supabase to supabase_auth_admin;
create table if not exists local_supabase.outbox (
  seq bigserial primary key,
  id text not null unique,
  message_id text not null,
  from_name text not null,
  from_address text not null,
  to_name text not null,
  to_address text not null,
  subject text not null,
  html text not null,
  text text not null,
  raw text not null,
  read boolean not null default false,
  created_at timestamptz not null default clock_timestamp()
);
create index if not exists outbox_to_address on local_supabase.outbox (lower(to_address));
revoke all on local_supabase.outbox from public;
grant insert on local_supabase.outbox to supabase_auth_admin;
grant usage on sequence local_supabase.outbox_seq_seq to supabase_auth_admin;
