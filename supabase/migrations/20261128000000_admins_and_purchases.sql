-- Admins, purchases paid through Razorpay, and the functions the admin pages, the members command and the payment
-- webhook call. Every new table is closed to the Data API (no grants to anon or authenticated); admins reach the data
-- only through the functions below, each of which first asks public.may_administer(), which reads the verified token.

-- Admins -------------------------------------------------------------------------------------------------------
-- Set by the members command (`npm run members -- admin grant|revoke <email>`) with the service key; nobody else
-- writes, reads or probes it.
create table public.admins (
  email text primary key,
  created_at timestamptz not null default now(),
  constraint admins_email_is_normalised check (email = lower(btrim(email)) and email like '%_@_%' and char_length(email) <= 254)
);
alter table public.admins enable row level security;
revoke all on table public.admins from anon, authenticated;
create trigger normalise_admin_email before insert or update on public.admins
  for each row execute function public.normalise_member_email();

-- An admin is a member (so the session still exists and the email is still on the list) whose verified email is
-- on the admin list. Like is_member(), it takes no argument and answers only for the caller.
create function public.is_admin() returns boolean
language sql stable security definer set search_path = '' as $$
  select public.is_member()
    and exists (select 1 from public.admins a where a.email = lower(coalesce(auth.jwt() ->> 'email', '')));
$$;
revoke all on function public.is_admin() from public, anon;
grant execute on function public.is_admin() to authenticated, service_role;

-- The gate of every admin function: an admin's token, or the service key (the members command).
create function public.may_administer() returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce(auth.jwt() ->> 'role', '') = 'service_role' or public.is_admin();
$$;
revoke all on function public.may_administer() from public, anon, authenticated;

create function public.refuse_unless_admin() returns void
language plpgsql stable security definer set search_path = '' as $$
begin
  if not public.may_administer() then
    raise exception 'permission denied: admins only' using errcode = '42501';
  end if;
end;
$$;
revoke all on function public.refuse_unless_admin() from public, anon, authenticated;

-- Who put an email on the list: a refund removes only memberships that a purchase made.
alter table public.users add column added_by text not null default 'operator'
  constraint users_added_by_is_known check (added_by in ('operator', 'purchase'));

-- Members --------------------------------------------------------------------------------------------------------
-- The list, newest first, narrowed to emails containing `search`; `has_account` says whether the buyer signed up.
create function public.admin_members(search text default '')
returns table (email text, added_by text, created_at timestamptz, has_account boolean, is_admin boolean)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform public.refuse_unless_admin();
  return query
    select u.email, u.added_by, u.created_at,
      exists (select 1 from auth.users a where lower(a.email) = u.email),
      exists (select 1 from public.admins d where d.email = u.email)
    from public.users u
    where position(lower(btrim(coalesce(search, ''))) in u.email) > 0
    order by u.created_at desc, u.email;
end;
$$;

-- Adds every email of the JSON array in one statement (all or none: a bad email fails the whole call), and says of
-- each whether it was added or already a member.
create function public.admin_add_members(emails jsonb)
returns table (email text, result text)
language plpgsql security definer set search_path = '' as $$
begin
  perform public.refuse_unless_admin();
  if jsonb_typeof(emails) is distinct from 'array' then
    raise exception 'emails must be a JSON array' using errcode = '22023';
  end if;
  return query
    with wanted as (
      select distinct lower(btrim(value)) as email from jsonb_array_elements_text(emails)
    ), added as (
      insert into public.users (email) select w.email from wanted w on conflict on constraint users_pkey do nothing
      returning users.email
    )
    select w.email, case when a.email is null then 'already a member' else 'added' end
    from wanted w left join added a on a.email = w.email
    order by w.email;
end;
$$;

-- Removes every email of the JSON array; access ends as for any removal (within the app's membership cache).
create function public.admin_remove_members(emails jsonb)
returns table (email text, result text)
language plpgsql security definer set search_path = '' as $$
begin
  perform public.refuse_unless_admin();
  if jsonb_typeof(emails) is distinct from 'array' then
    raise exception 'emails must be a JSON array' using errcode = '22023';
  end if;
  return query
    with wanted as (
      select distinct lower(btrim(value)) as email from jsonb_array_elements_text(emails)
    ), removed as (
      delete from public.users u using wanted w where u.email = w.email returning u.email
    )
    select w.email, case when r.email is null then 'not a member' else 'removed' end
    from wanted w left join removed r on r.email = w.email
    order by w.email;
end;
$$;

-- Feedback -------------------------------------------------------------------------------------------------------
create function public.admin_feedback_by_lesson()
returns table (page_url text, up bigint, down bigint, comments bigint, last_at timestamptz)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform public.refuse_unless_admin();
  return query
    select f.page_url, count(*) filter (where f.rating = 'up'), count(*) filter (where f.rating = 'down'),
      count(*) filter (where coalesce(btrim(f.feedback_text), '') <> ''), max(f.created_at)
    from public.feedback f
    group by f.page_url;
end;
$$;

-- The written comments, newest first, of one lesson (or of every lesson when `lesson` is empty). Without the email:
-- the pages show what was said, not who said it.
create function public.admin_feedback_comments(lesson text default '')
returns table (page_url text, rating text, feedback_text text, created_at timestamptz)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform public.refuse_unless_admin();
  return query
    select f.page_url, f.rating, f.feedback_text, f.created_at
    from public.feedback f
    where coalesce(btrim(f.feedback_text), '') <> '' and (coalesce(lesson, '') = '' or f.page_url = lesson)
    order by f.created_at desc, f.id desc;
end;
$$;

-- Purchases ------------------------------------------------------------------------------------------------------
create table public.purchases (
  payment_id text primary key check (char_length(payment_id) between 1 and 100),
  event_id text not null check (char_length(event_id) between 1 and 100),
  email text not null check (email = lower(btrim(email)) and email like '%_@_%' and char_length(email) <= 254),
  amount_paise bigint not null check (amount_paise >= 0),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  paid_at timestamptz not null,
  status text not null default 'paid' check (status in ('paid', 'refunded')),
  refunded_at timestamptz
);
create index purchases_email on public.purchases (email);
alter table public.purchases enable row level security;
revoke all on table public.purchases from anon, authenticated;

-- Every webhook event once, keyed by Razorpay's x-razorpay-event-id: a retried event finds its row and changes nothing.
create table public.razorpay_events (
  event_id text primary key check (char_length(event_id) between 1 and 100),
  event text not null check (char_length(event) <= 100),
  outcome text not null,
  received_at timestamptz not null default now()
);
alter table public.razorpay_events enable row level security;
revoke all on table public.razorpay_events from anon, authenticated;

-- One webhook event, in one transaction: recorded once, then a payment adds the purchase and the membership, a full
-- refund marks the purchase refunded and removes a membership that purchases alone made once no paid purchase of
-- that email is left, and anything else is recorded as ignored. Returns what was done, or 'duplicate'.
create function public.record_razorpay_event(
  event_id text, event text, payment_id text default null, email text default null,
  amount_paise bigint default null, currency text default null, happened_at timestamptz default null,
  refund_paise bigint default null
) returns text
language plpgsql security definer set search_path = '' as $$
declare
  v_outcome text;
  v_email text;
begin
  insert into public.razorpay_events as e (event_id, event, outcome)
    values (record_razorpay_event.event_id, record_razorpay_event.event, 'received')
    on conflict on constraint razorpay_events_pkey do nothing;
  if not found then
    return 'duplicate';
  end if;

  if record_razorpay_event.event in ('payment.captured', 'order.paid')
     and (record_razorpay_event.email is null or record_razorpay_event.payment_id is null or amount_paise is null or currency is null) then
    v_outcome := 'ignored: the payment has no usable email';
  elsif record_razorpay_event.event in ('payment.captured', 'order.paid') then
    insert into public.purchases (payment_id, event_id, email, amount_paise, currency, paid_at)
      values (record_razorpay_event.payment_id, record_razorpay_event.event_id, lower(btrim(record_razorpay_event.email)),
              record_razorpay_event.amount_paise, record_razorpay_event.currency, coalesce(happened_at, now()))
      on conflict on constraint purchases_pkey do nothing;
    -- payment.captured and order.paid both arrive for one payment: the second finds the purchase recorded.
    insert into public.users (email, added_by) values (lower(btrim(record_razorpay_event.email)), 'purchase')
      on conflict on constraint users_pkey do nothing;
    v_outcome := case when found then 'member added' else 'already a member' end;
  elsif record_razorpay_event.event = 'refund.processed' then
    update public.purchases p set status = 'refunded', refunded_at = coalesce(happened_at, now())
      where p.payment_id = record_razorpay_event.payment_id and p.status = 'paid' and refund_paise >= p.amount_paise
      returning p.email into v_email;
    if v_email is null then
      v_outcome := 'ignored: not a full refund of a paid purchase';
    elsif exists (select 1 from public.purchases p where p.email = v_email and p.status = 'paid') then
      v_outcome := 'refunded; another paid purchase keeps the membership';
    else
      delete from public.users u where u.email = v_email and u.added_by = 'purchase';
      v_outcome := case when found then 'refunded; membership removed' else 'refunded; membership added by an operator kept' end;
    end if;
  else
    v_outcome := 'ignored';
  end if;

  update public.razorpay_events e set outcome = v_outcome where e.event_id = record_razorpay_event.event_id;
  return v_outcome;
end;
$$;
revoke all on function public.record_razorpay_event(text, text, text, text, bigint, text, timestamptz, bigint) from public, anon, authenticated;
grant execute on function public.record_razorpay_event(text, text, text, text, bigint, text, timestamptz, bigint) to service_role;

create function public.admin_purchases()
returns table (payment_id text, email text, amount_paise bigint, currency text, paid_at timestamptz, status text, refunded_at timestamptz)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform public.refuse_unless_admin();
  return query
    select p.payment_id, p.email, p.amount_paise, p.currency, p.paid_at, p.status, p.refunded_at
    from public.purchases p order by p.paid_at desc, p.payment_id;
end;
$$;

create function public.admin_webhook_events()
returns table (event_id text, event text, outcome text, received_at timestamptz)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform public.refuse_unless_admin();
  return query
    select e.event_id, e.event, e.outcome, e.received_at from public.razorpay_events e order by e.received_at desc limit 50;
end;
$$;

-- The admin functions check the caller themselves; anonymous callers are refused before they run.
revoke all on function public.admin_members(text), public.admin_add_members(jsonb), public.admin_remove_members(jsonb),
  public.admin_feedback_by_lesson(), public.admin_feedback_comments(text), public.admin_purchases(),
  public.admin_webhook_events() from public, anon;
grant execute on function public.admin_members(text), public.admin_add_members(jsonb), public.admin_remove_members(jsonb),
  public.admin_feedback_by_lesson(), public.admin_feedback_comments(text), public.admin_purchases(),
  public.admin_webhook_events() to authenticated, service_role;
