-- The consultation hours, holidays and date overrides are the inbox team's to set
-- (docs/team-and-roles.md): the same role check as the leads, instead of any member.
drop policy "Admins update consultation hours" on public.consultation_hours;
drop policy "Admins update consultation settings" on public.consultation_settings;
drop policy "Admins insert public holidays" on public.public_holidays;
drop policy "Admins update public holidays" on public.public_holidays;
drop policy "Admins delete public holidays" on public.public_holidays;
drop policy "Admins read date overrides" on public.consultation_date_overrides;
drop policy "Admins insert date overrides" on public.consultation_date_overrides;
drop policy "Admins update date overrides" on public.consultation_date_overrides;
drop policy "Admins delete date overrides" on public.consultation_date_overrides;
create policy "Admins update consultation hours" on public.consultation_hours for update to authenticated using ((select private.can_handle_leads())) with check ((select private.can_handle_leads()));
create policy "Admins update consultation settings" on public.consultation_settings for update to authenticated using ((select private.can_handle_leads())) with check ((select private.can_handle_leads()));
create policy "Admins insert public holidays" on public.public_holidays for insert to authenticated with check ((select private.can_handle_leads()));
create policy "Admins update public holidays" on public.public_holidays for update to authenticated using ((select private.can_handle_leads())) with check ((select private.can_handle_leads()));
create policy "Admins delete public holidays" on public.public_holidays for delete to authenticated using ((select private.can_handle_leads()));
create policy "Admins read date overrides" on public.consultation_date_overrides for select to authenticated using ((select private.can_handle_leads()));
create policy "Admins insert date overrides" on public.consultation_date_overrides for insert to authenticated with check ((select private.can_handle_leads()));
create policy "Admins update date overrides" on public.consultation_date_overrides for update to authenticated using ((select private.can_handle_leads())) with check ((select private.can_handle_leads()));
create policy "Admins delete date overrides" on public.consultation_date_overrides for delete to authenticated using ((select private.can_handle_leads()));
