-- Payments grant exactly what was paid for (second outside review: HOOK-REPLAY, HOOK-AMOUNT, HOOK-PARTIAL, INFO-4).
--
-- * x-razorpay-event-id is not covered by the signature, so an event is de-duplicated on what the signature covers:
--   the event type and the payment (or refund) it is about. A signed body re-sent under a new header is a duplicate.
-- * Only a payment of the configured price, in the configured currency, grants. The app passes the price and
--   currency from its environment; a call that names no price grants nothing (an operator who has not set it yet).
--   Anything else is recorded with the reason it is "not a course purchase".
-- * Refunds are kept one row per refund and summed per payment (also trusting Razorpay's own running total,
--   amount_refunded); a payment refunded in full, in one refund or several, never grants again, whichever event
--   arrives later and in whatever order.
-- * A payment id belongs to the first email recorded for it.

alter table public.purchases
  add column refunded_paise bigint not null default 0 check (refunded_paise >= 0),
  -- Null for a course purchase; otherwise why the payment granted nothing, in plain words.
  add column not_course_reason text check (char_length(not_course_reason) <= 300);

-- The signed content an event is about (`payment.captured:pay_…`, `refund.processed:rfnd_…`, or the body's hash).
alter table public.razorpay_events add column content_key text check (char_length(content_key) <= 200);
create unique index razorpay_events_content_key on public.razorpay_events (content_key);

create table public.razorpay_refunds (
  refund_id text primary key check (char_length(refund_id) between 1 and 100),
  payment_id text not null check (char_length(payment_id) between 1 and 100),
  amount_paise bigint not null check (amount_paise >= 0),
  processed_at timestamptz not null
);
create index razorpay_refunds_payment on public.razorpay_refunds (payment_id);
alter table public.razorpay_refunds enable row level security;
revoke all on table public.razorpay_refunds from anon, authenticated;

drop function public.record_razorpay_event(text, text, text, text, bigint, text, timestamptz, bigint);

-- Money as the Purchases page's reasons say it: 4999.00 INR.
create function public.razorpay_money(amount bigint, currency text) returns text
language sql immutable set search_path = '' as $$
  select to_char(amount / 100.0, 'FM999999999999990.00') || ' ' || currency;
$$;
revoke all on function public.razorpay_money(bigint, text) from public, anon, authenticated;

-- One webhook event, in one transaction. Returns what was done, or 'duplicate'.
create function public.record_razorpay_event(
  event_id text, event text, content_key text default null, payment_id text default null, email text default null,
  amount_paise bigint default null, currency text default null, happened_at timestamptz default null,
  refund_id text default null, refund_paise bigint default null, refunded_total_paise bigint default null,
  course_price_paise bigint default null, course_currency text default 'INR', not_course_reason text default null
) returns text
language plpgsql security definer set search_path = '' as $$
declare
  v_outcome text;
  v_email text := lower(btrim(record_razorpay_event.email));
  v_reason text := record_razorpay_event.not_course_reason;
  v_refunded bigint;
  v_purchase public.purchases;
begin
  insert into public.razorpay_events as e (event_id, event, outcome, content_key)
    values (record_razorpay_event.event_id, record_razorpay_event.event, 'received',
            coalesce(record_razorpay_event.content_key, 'event-id:' || record_razorpay_event.event_id))
    on conflict do nothing;
  if not found then
    return 'duplicate';
  end if;

  -- Events about one payment are applied one at a time, so refunds summed here see every earlier one.
  if record_razorpay_event.payment_id is not null then
    perform pg_advisory_xact_lock(hashtextextended('razorpay:' || record_razorpay_event.payment_id, 0));
  end if;

  if record_razorpay_event.event in ('payment.captured', 'order.paid')
     and (v_email is null or record_razorpay_event.payment_id is null or amount_paise is null or currency is null) then
    v_outcome := 'ignored: the payment has no usable email';
  elsif record_razorpay_event.event in ('payment.captured', 'order.paid') then
    if v_reason is null and course_price_paise is null then
      v_reason := 'COURSE_PRICE_PAISE is not set, so no payment grants access';
    elsif v_reason is null and currency is distinct from upper(coalesce(course_currency, 'INR')) then
      v_reason := format('paid in %s; the course is sold in %s', currency, upper(coalesce(course_currency, 'INR')));
    elsif v_reason is null and amount_paise <> course_price_paise then
      v_reason := format('paid %s; the course costs %s', public.razorpay_money(amount_paise, currency),
                         public.razorpay_money(course_price_paise, currency));
    end if;
    -- A refund that arrived before the payment counts as well.
    select coalesce(sum(r.amount_paise), 0) into v_refunded from public.razorpay_refunds r
      where r.payment_id = record_razorpay_event.payment_id;
    insert into public.purchases (payment_id, event_id, email, amount_paise, currency, paid_at, refunded_paise, status, refunded_at, not_course_reason)
      values (record_razorpay_event.payment_id, record_razorpay_event.event_id, v_email, amount_paise, currency,
              coalesce(happened_at, now()), v_refunded,
              case when v_refunded >= amount_paise then 'refunded' else 'paid' end,
              case when v_refunded >= amount_paise then now() end, v_reason)
      on conflict on constraint purchases_pkey do nothing;
    select * into v_purchase from public.purchases p where p.payment_id = record_razorpay_event.payment_id;

    if v_purchase.email <> v_email then
      v_outcome := 'ignored: this payment is already recorded for another email';
    elsif v_purchase.not_course_reason is not null then
      v_outcome := 'not a course purchase: ' || v_purchase.not_course_reason;
    elsif v_purchase.status = 'refunded' then
      v_outcome := 'ignored: the payment was refunded';
    else
      -- payment.captured and order.paid both arrive for one payment: the second finds the purchase recorded.
      insert into public.users (email, added_by) values (v_email, 'purchase')
        on conflict on constraint users_pkey do nothing;
      v_outcome := case when found then 'member added' else 'already a member' end;
    end if;
  elsif record_razorpay_event.event = 'refund.processed'
        and (refund_id is null or record_razorpay_event.payment_id is null or refund_paise is null) then
    v_outcome := 'ignored: the refund names no payment';
  elsif record_razorpay_event.event = 'refund.processed' then
    insert into public.razorpay_refunds (refund_id, payment_id, amount_paise, processed_at)
      values (record_razorpay_event.refund_id, record_razorpay_event.payment_id, refund_paise, coalesce(happened_at, now()))
      on conflict on constraint razorpay_refunds_pkey do nothing;
    select greatest(coalesce(sum(r.amount_paise), 0), coalesce(refunded_total_paise, 0)) into v_refunded
      from public.razorpay_refunds r where r.payment_id = record_razorpay_event.payment_id;
    update public.purchases p set refunded_paise = greatest(p.refunded_paise, v_refunded)
      where p.payment_id = record_razorpay_event.payment_id
      returning * into v_purchase;

    if v_purchase.payment_id is null then
      v_outcome := 'refund recorded; no purchase of this payment yet';
    elsif v_purchase.status = 'refunded' then
      v_outcome := 'ignored: the payment was already refunded';
    elsif v_purchase.refunded_paise < v_purchase.amount_paise then
      v_outcome := format('partly refunded (%s of %s)%s',
                          public.razorpay_money(v_purchase.refunded_paise, v_purchase.currency),
                          public.razorpay_money(v_purchase.amount_paise, v_purchase.currency),
                          case when v_purchase.not_course_reason is null then '; membership kept' else '' end);
    else
      update public.purchases p set status = 'refunded', refunded_at = coalesce(happened_at, now())
        where p.payment_id = v_purchase.payment_id;
      if v_purchase.not_course_reason is not null then
        v_outcome := 'refunded; it was not a course purchase';
      elsif exists (select 1 from public.purchases p
                    where p.email = v_purchase.email and p.status = 'paid' and p.not_course_reason is null) then
        v_outcome := 'refunded; another paid purchase keeps the membership';
      else
        delete from public.users u where u.email = v_purchase.email and u.added_by = 'purchase';
        v_outcome := case when found then 'refunded; membership removed' else 'refunded; membership added by an operator kept' end;
      end if;
    end if;
  else
    v_outcome := 'ignored';
  end if;

  update public.razorpay_events e set outcome = v_outcome where e.event_id = record_razorpay_event.event_id;
  return v_outcome;
end;
$$;
revoke all on function public.record_razorpay_event(text, text, text, text, text, bigint, text, timestamptz, text, bigint, bigint, bigint, text, text)
  from public, anon, authenticated;
grant execute on function public.record_razorpay_event(text, text, text, text, text, bigint, text, timestamptz, text, bigint, bigint, bigint, text, text)
  to service_role;

-- The Purchases page also shows what was refunded so far and why a payment granted nothing.
drop function public.admin_purchases();
create function public.admin_purchases()
returns table (payment_id text, email text, amount_paise bigint, currency text, paid_at timestamptz, status text,
               refunded_at timestamptz, refunded_paise bigint, not_course_reason text)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform public.refuse_unless_admin();
  return query
    select p.payment_id, p.email, p.amount_paise, p.currency, p.paid_at, p.status, p.refunded_at, p.refunded_paise, p.not_course_reason
    from public.purchases p order by p.paid_at desc, p.payment_id;
end;
$$;
revoke all on function public.admin_purchases() from public, anon;
grant execute on function public.admin_purchases() to authenticated, service_role;
