-- Supabase's roles and their settings. Roles belong to the whole Postgres server, not to one database, so several
-- backends starting at once on one server (each with its own database) would race to write the same catalog rows
-- ("tuple concurrently updated"): nothing here writes when the role and its setting are already in place.

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then create role supabase_auth_admin nologin noinherit createrole; end if;
  if not exists (
    select 1 from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
    where r.rolname = 'anon' and s.setdatabase = 0 and 'statement_timeout=3s' = any (s.setconfig)
  ) then
    alter role anon set statement_timeout = '3s';
  end if;
  if not exists (
    select 1 from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
    where r.rolname = 'authenticated' and s.setdatabase = 0 and 'statement_timeout=8s' = any (s.setconfig)
  ) then
    alter role authenticated set statement_timeout = '8s';
  end if;
end $$;
