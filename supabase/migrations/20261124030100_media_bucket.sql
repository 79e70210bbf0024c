-- The public `media` bucket: every image of the site (posts, authors, professionals, projects,
-- testimonials, events). The platform creates the storage schema; this only adds the bucket and
-- its policies. Anyone reads through the public URL (public bucket); only administrators list,
-- add, overwrite or delete. Images only, and never SVG (it can carry script); 5 MiB per file.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'media',
  'media',
  true,
  5242880,
  array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']
)
on conflict (id) do nothing;

-- Listing stays with administrators: drafts' images are not enumerable by visitors.
create policy "Admins list media" on storage.objects for select to authenticated
  using (bucket_id = 'media' and (select public.is_admin()));
create policy "Admins add media" on storage.objects for insert to authenticated
  with check (bucket_id = 'media' and (select public.is_admin()));
create policy "Admins replace media" on storage.objects for update to authenticated
  using (bucket_id = 'media' and (select public.is_admin()))
  with check (bucket_id = 'media' and (select public.is_admin()));
create policy "Admins delete media" on storage.objects for delete to authenticated
  using (bucket_id = 'media' and (select public.is_admin()));
