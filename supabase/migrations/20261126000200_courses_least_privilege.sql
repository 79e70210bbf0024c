-- Every table revokes the platform's default grants and grants exactly what each role needs
-- (docs/product-decisions.md, decisions 6-8), except courses, which kept them: anon and
-- authenticated held every privilege there, TRUNCATE included, which row policies do not cover.
-- Now as elsewhere: everyone reads (the policies show active courses), administrators write.
revoke all on public.courses from anon, authenticated;
grant select on public.courses to anon, authenticated;
grant insert, update, delete on public.courses to authenticated;
