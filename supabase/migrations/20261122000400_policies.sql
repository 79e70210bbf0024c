-- Least privilege (docs/product-decisions.md, decisions 6-8). Supabase grants every table to anon and authenticated by
-- default; we revoke that and grant exactly what each role needs, so both the grants and the
-- row-level policies have to agree before anything is allowed.
--   anon           reads published content, inserts its own submissions (visitor columns only).
--   authenticated  a signed-in non-admin gets nothing anon does not (and sees no submissions);
--                  an admin (public.is_admin()) manages everything through the policies below.
--   service_role   bypasses RLS (server-side only; never shipped to a browser).

revoke all on all tables in schema public from anon, authenticated;

-- Published content: readable by everyone -----------------------------------------------------------
grant select on public.services, public.testimonials, public.projects, public.project_members,
  public.blogs, public.events to anon, authenticated;

-- Professionals: visitors must never read e-mail or phone. Column privileges enforce that for anon
-- (RLS filters rows, not columns), and a signed-in non-admin sees no rows at all, so only admins
-- read the contact columns. Public queries must therefore select explicit columns.
grant select (id, full_name, title, profile_pic, skills, num_task_completed, created_at)
  on public.professionals to anon;
grant select on public.professionals to authenticated;

-- Admins write all content; RLS below limits it to admins.
grant insert, update, delete on public.services, public.testimonials, public.projects,
  public.project_members, public.blogs, public.events, public.professionals to authenticated;

-- Submissions: visitors insert only the columns a form fills (no id, created_at or status forging);
-- admins read and manage them.
grant insert (full_name, email, phone_number, requested_service, project_description)
  on public.bookings to anon;
grant insert (full_name, email, phone_number, service, message, scheduled_for)
  on public.consultations to anon;
grant insert (company_name, email, phone, message) on public.partner_applications to anon;
grant insert (course_id, course_title, amount_cents, currency, full_name, email, phone)
  on public.enrollments to anon;
grant insert (event_id, name, email, phone_number) on public.participants to anon;
grant select, insert, update, delete on public.bookings, public.consultations,
  public.partner_applications, public.enrollments, public.participants to authenticated;

grant select on public.admin_users to authenticated;

-- Row policies --------------------------------------------------------------------------------------
create policy "Anyone reads services" on public.services for select to anon, authenticated using (true);
create policy "Admins insert services" on public.services for insert to authenticated with check ((select public.is_admin()));
create policy "Admins update services" on public.services for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins delete services" on public.services for delete to authenticated using ((select public.is_admin()));

create policy "Anyone reads testimonials" on public.testimonials for select to anon, authenticated using (true);
create policy "Admins insert testimonials" on public.testimonials for insert to authenticated with check ((select public.is_admin()));
create policy "Admins update testimonials" on public.testimonials for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins delete testimonials" on public.testimonials for delete to authenticated using ((select public.is_admin()));

create policy "Anyone reads projects" on public.projects for select to anon, authenticated using (true);
create policy "Admins insert projects" on public.projects for insert to authenticated with check ((select public.is_admin()));
create policy "Admins update projects" on public.projects for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins delete projects" on public.projects for delete to authenticated using ((select public.is_admin()));

create policy "Anyone reads project teams" on public.project_members for select to anon, authenticated using (true);
create policy "Admins insert project members" on public.project_members for insert to authenticated with check ((select public.is_admin()));
create policy "Admins update project members" on public.project_members for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins delete project members" on public.project_members for delete to authenticated using ((select public.is_admin()));

create policy "Anyone reads published posts, admins all" on public.blogs for select to anon, authenticated
  using (is_published or (select public.is_admin()));
create policy "Admins insert posts" on public.blogs for insert to authenticated with check ((select public.is_admin()));
create policy "Admins update posts" on public.blogs for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins delete posts" on public.blogs for delete to authenticated using ((select public.is_admin()));

create policy "Anyone reads published events, admins all" on public.events for select to anon, authenticated
  using (is_published or (select public.is_admin()));
create policy "Admins insert events" on public.events for insert to authenticated with check ((select public.is_admin()));
create policy "Admins update events" on public.events for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins delete events" on public.events for delete to authenticated using ((select public.is_admin()));

create policy "Visitors read public professional columns" on public.professionals for select to anon using (true);
create policy "Admins read professionals" on public.professionals for select to authenticated using ((select public.is_admin()));
create policy "Admins insert professionals" on public.professionals for insert to authenticated with check ((select public.is_admin()));
create policy "Admins update professionals" on public.professionals for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins delete professionals" on public.professionals for delete to authenticated using ((select public.is_admin()));

-- Visitors' inserts must carry the default status; the column grants already keep anon from
-- sending one, the checks keep it true for signed-in non-admins too.
create policy "Visitors submit pending bookings" on public.bookings for insert to anon, authenticated
  with check (status = 'pending' and service_id is null);
create policy "Admins insert bookings" on public.bookings for insert to authenticated with check ((select public.is_admin()));
create policy "Admins read bookings" on public.bookings for select to authenticated using ((select public.is_admin()));
create policy "Admins update bookings" on public.bookings for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins delete bookings" on public.bookings for delete to authenticated using ((select public.is_admin()));

create policy "Visitors submit pending consultations" on public.consultations for insert to anon, authenticated
  with check (status = 'pending');
create policy "Admins insert consultations" on public.consultations for insert to authenticated with check ((select public.is_admin()));
create policy "Admins read consultations" on public.consultations for select to authenticated using ((select public.is_admin()));
create policy "Admins update consultations" on public.consultations for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins delete consultations" on public.consultations for delete to authenticated using ((select public.is_admin()));

create policy "Visitors submit pending applications" on public.partner_applications for insert to anon, authenticated
  with check (status = 'pending');
create policy "Admins insert applications" on public.partner_applications for insert to authenticated with check ((select public.is_admin()));
create policy "Admins read applications" on public.partner_applications for select to authenticated using ((select public.is_admin()));
create policy "Admins update applications" on public.partner_applications for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins delete applications" on public.partner_applications for delete to authenticated using ((select public.is_admin()));

create policy "Visitors submit unpaid enrollments" on public.enrollments for insert to anon, authenticated
  with check (payment_status = 'unpaid' and payment_reference is null);
create policy "Admins insert enrollments" on public.enrollments for insert to authenticated with check ((select public.is_admin()));
create policy "Admins read enrollments" on public.enrollments for select to authenticated using ((select public.is_admin()));
create policy "Admins update enrollments" on public.enrollments for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins delete enrollments" on public.enrollments for delete to authenticated using ((select public.is_admin()));

-- Visitors register only for a published event that has not ended.
create policy "Visitors register for open events" on public.participants for insert to anon, authenticated
  with check (exists (
    select 1 from public.events e where e.id = event_id and e.is_published and e.to_date >= now()
  ));
create policy "Admins insert participants" on public.participants for insert to authenticated with check ((select public.is_admin()));
create policy "Admins read participants" on public.participants for select to authenticated using ((select public.is_admin()));
create policy "Admins update participants" on public.participants for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins delete participants" on public.participants for delete to authenticated using ((select public.is_admin()));

-- The admin app's guard reads this table; rows are written by the service role only.
create policy "Admins read admins" on public.admin_users for select to authenticated using ((select public.is_admin()));

-- Functions ---------------------------------------------------------------------------------------
-- Postgres lets PUBLIC execute every new function and Supabase adds anon/authenticated; is_admin()
-- is harmless to call (it only answers for the caller), the rest is granted one by one.
revoke execute on all functions in schema public from public, anon, authenticated;
grant execute on function public.is_admin() to anon, authenticated, service_role;
