-- A small schema of the backend's own tests: two related tables, RLS per role, functions.
create table public.categories (
  id serial primary key,
  name text not null unique
);

create table public.items (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(title) between 1 and 200),
  price numeric(10, 2),
  stock integer not null default 0,
  published boolean not null default false,
  tags text[] not null default '{}',
  meta jsonb not null default '{}',
  category_id integer references public.categories (id),
  owner_id uuid references auth.users (id),
  created_at timestamptz not null default now()
);

create table public.reviews (
  id bigint generated always as identity primary key,
  item_id uuid not null references public.items (id) on delete cascade,
  rating integer not null check (rating between 1 and 5),
  body text
);

-- Anonymous visitors may post messages but never read them back.
create table public.messages (
  id bigint generated always as identity primary key,
  email text not null,
  body text not null
);

create table public.admins (
  user_id uuid primary key references auth.users (id) on delete cascade
);

alter table public.categories enable row level security;
alter table public.items enable row level security;
alter table public.reviews enable row level security;
alter table public.messages enable row level security;
alter table public.admins enable row level security;

create function public.is_admin() returns boolean
language sql stable security definer set search_path = public
as $$ select exists (select 1 from public.admins where user_id = auth.uid()) $$;

create policy "categories are public" on public.categories for select using (true);
create policy "admins manage categories" on public.categories for all to authenticated
  using (public.is_admin()) with check (public.is_admin());

create policy "published items are public" on public.items for select using (published or public.is_admin());
create policy "admins manage items" on public.items for all to authenticated
  using (public.is_admin()) with check (public.is_admin());

create policy "reviews are public" on public.reviews for select using (true);
create policy "admins manage reviews" on public.reviews for all to authenticated
  using (public.is_admin()) with check (public.is_admin());

create policy "anyone may send a message" on public.messages for insert to anon, authenticated with check (true);
create policy "admins read messages" on public.messages for select to authenticated using (public.is_admin());

create policy "admins see admins" on public.admins for select to authenticated using (user_id = auth.uid());

create function public.add_numbers(a integer, b integer default 10) returns integer
language sql immutable as $$ select a + b $$;

create function public.items_under(max_price numeric) returns setof public.items
language sql stable as $$ select * from public.items where price < max_price $$;

create function public.item_stats() returns table (total bigint, published bigint)
language sql stable as $$ select count(*), count(*) filter (where published) from public.items $$;

create function public.whoami() returns jsonb
language sql stable as $$ select jsonb_build_object('role', auth.role(), 'uid', auth.uid()) $$;

create function public.touch_nothing() returns void
language sql as $$ select $$;

create function public.admin_only() returns text
language plpgsql as $$
begin
  if not public.is_admin() then
    raise exception 'admins only' using errcode = '42501';
  end if;
  return 'ok';
end $$;
revoke execute on function public.admin_only() from public, anon;

-- Views embed through their base tables' foreign keys, as PostgREST infers them.
create view public.items_with_ratings with (security_invoker = true) as
  select i.*, (select avg(r.rating)::numeric(3, 2) from public.reviews r where r.item_id = i.id) as average_rating
  from public.items i;
