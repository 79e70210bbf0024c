-- Two functions nothing calls any more. The per-e-mail limit moved to the Edge Functions' limit
-- table (its triggers were dropped with the move), and votes go through cast_blog_vote, one per
-- visitor and post; react_to_blog could still add any number of votes for whoever held the
-- service key. Dropping them leaves no second path around the trusted one.
drop function private.enforce_submission_limit();
drop function public.react_to_blog(uuid, text);
