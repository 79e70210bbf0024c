-- The public `media` bucket's policies (docs/media-and-writing.md): every image of the site
-- (posts, authors, professionals, projects, testimonials, events). The platform creates the
-- storage schema and the migrations add the bucket itself (a row: data). Anyone reads through the
-- public URL (public bucket); only administrators list, add, overwrite or delete.
-- Listing stays with administrators: drafts' images are not enumerable by visitors.
create policy "Admins list media" on storage.objects for select to authenticated
  using (bucket_id = 'media' and (select private.can_edit_content()));
create policy "Admins add media" on storage.objects for insert to authenticated
  with check (bucket_id = 'media' and (select private.can_edit_content()));
create policy "Admins replace media" on storage.objects for update to authenticated
  using (bucket_id = 'media' and (select private.can_edit_content()))
  with check (bucket_id = 'media' and (select private.can_edit_content()));
create policy "Admins delete media" on storage.objects for delete to authenticated
  using (bucket_id = 'media' and (select private.can_edit_content()));
