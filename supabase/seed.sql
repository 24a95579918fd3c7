-- Local demo data only. Our scripts never apply this file to a hosted project.
-- Demo login: demo@example.com / learn-pm-2026 (a member with a ready account, its email already confirmed: with
-- "Confirm email" on, an unconfirmed account could not sign in with its password).
-- new.member@example.com has purchased access but has no account yet: use it to try the sign-up form.

insert into public.users (email) values ('demo@example.com'), ('new.member@example.com')
on conflict (email) do nothing;

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
) values (
  '00000000-0000-0000-0000-000000000000', 'd0d0d0d0-0000-4000-8000-000000000001', 'authenticated', 'authenticated',
  'demo@example.com', '$2a$10$/4Un/K/ycC1.tG5QGXQzfO6qyxZKUBZo5Fzg8Q8ZK4GLn3a6sbXPu', now(),
  '{"provider":"email","providers":["email"]}',
  '{"sub":"d0d0d0d0-0000-4000-8000-000000000001","email":"demo@example.com","email_verified":true,"phone_verified":false,"name":"Asha Verma","phone_number":"+919876543210","linkedin_profile":"https://www.linkedin.com/in/asha-verma-demo"}',
  now(), now(), '', '', '', ''
) on conflict (id) do nothing;

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
values (
  'd0d0d0d0-0000-4000-8000-000000000001', 'd0d0d0d0-0000-4000-8000-000000000001',
  '{"sub":"d0d0d0d0-0000-4000-8000-000000000001","email":"demo@example.com","email_verified":false,"phone_verified":false}',
  'email', now(), now(), now()
) on conflict (provider_id, provider) do nothing;
