-- Rwandan francs (docs/payments.md, "Currencies"): the catalogue is priced in RWF unless the
-- agency sets another currency for a course. Amounts stay in the currency's smallest unit as
-- Stripe counts it, which for a zero-decimal currency such as RWF is the franc itself: 350000 in
-- `price_cents` with currency RWF is RWF 350,000. Stripe charges and reports the same figure.

-- Stripe's zero-decimal currencies (the contract's `zeroDecimalCurrencies` lists the same).
create function private.zero_decimal_currencies()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array['BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV',
               'XAF', 'XOF', 'XPF']
$$;

-- Money as people read it ("1.00 USD", "350,000 RWF"): the amounts Stripe and the catalogue hold
-- are in the currency's smallest unit, a hundredth except for zero-decimal currencies.
create or replace function private.money_text(amount_cents bigint, currency text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when upper(currency) = any (private.zero_decimal_currencies())
      then trim(to_char(amount_cents, 'FM999,999,999,999,990'))
    else trim(to_char(amount_cents / 100.0, '999999999990.00'))
  end || ' ' || upper(currency)
$$;

alter table public.courses alter column currency set default 'RWF';
alter table public.enrollments alter column currency set default 'RWF';

-- The catalogue in Rwandan francs (whole francs, zero-decimal).
update public.courses set price_cents = v.price, currency = 'RWF'
from (values
  ('event-management-fundamentals', 350000),
  ('digital-marketing-mastery', 450000),
  ('protocol-officer-essentials', 300000)
) as v (id, price)
where courses.id = v.id and courses.currency = 'USD';
