/** Shared code next to the functions, as `supabase functions deploy` bundles it. */
export function answer(request: Request): Response {
  return Response.json(
    {
      path: new URL(request.url).pathname,
      method: request.method,
      forwardedFor: request.headers.get('x-forwarded-for'),
      env: {
        url: Deno.env.get('SUPABASE_URL'),
        publishableKeys: Deno.env.get('SUPABASE_PUBLISHABLE_KEYS'),
        secretKeys: Deno.env.get('SUPABASE_SECRET_KEYS'),
        jwks: Deno.env.get('SUPABASE_JWKS'),
        anonKey: Deno.env.get('SUPABASE_ANON_KEY') ?? null,
        serviceRoleKey: Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? null,
        secret: Deno.env.get('FIXTURE_SECRET') ?? null,
      },
      deno: Deno.version.deno,
    },
    { headers: { 'access-control-allow-origin': '*' } },
  );
}
