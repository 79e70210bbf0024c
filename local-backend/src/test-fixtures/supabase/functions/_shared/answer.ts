/** Shared code next to the functions, as `supabase functions deploy` bundles it. */
export function answer(request: Request): Response {
  return Response.json(
    {
      path: new URL(request.url).pathname,
      method: request.method,
      forwardedFor: request.headers.get('x-forwarded-for'),
      env: {
        url: Deno.env.get('SUPABASE_URL'),
        anonKey: Deno.env.get('SUPABASE_ANON_KEY'),
        serviceRoleKey: Deno.env.get('SUPABASE_SERVICE_ROLE_KEY'),
        secret: Deno.env.get('FIXTURE_SECRET') ?? null,
      },
      deno: Deno.version.deno,
    },
    { headers: { 'access-control-allow-origin': '*' } },
  );
}
