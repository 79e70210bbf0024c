import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthBackend, type AuthBackend } from '../test-fixtures/auth-backend';

// GoTrue's OAuth client administration, when [auth.oauth_server] is enabled.

let auth: AuthBackend;

beforeAll(async () => {
  auth = await startAuthBackend({ oauthServer: true });
});

afterAll(async () => {
  await auth?.stop();
});

describe('OAuth clients', () => {
  it('creates, reads, updates, regenerates and deletes; the secret is shown only when made', async () => {
    const oauth = auth.admin().auth.admin.oauth;
    const created = await oauth.createClient({
      client_name: 'Partner',
      redirect_uris: ['https://partner.example/callback'],
    });
    expect(created.error).toBeNull();
    const id = created.data!.client_id;
    expect(created.data!.client_secret).toBeTruthy();
    expect(created.data!.grant_types).toEqual(['authorization_code', 'refresh_token']);
    const read = await oauth.getClient(id);
    expect(read.data).not.toHaveProperty('client_secret');
    const updated = await oauth.updateClient(id, { logo_uri: 'https://partner.example/logo.png' });
    expect(updated.data).toMatchObject({
      client_name: 'Partner',
      logo_uri: 'https://partner.example/logo.png',
    });
    const regenerated = await oauth.regenerateClientSecret(id);
    expect(regenerated.data!.client_secret).not.toBe(created.data!.client_secret);
    expect((await oauth.listClients()).data.clients.map((c) => c.client_id)).toContain(id);
    expect((await oauth.deleteClient(id)).error).toBeNull();
    expect((await oauth.getClient(id)).error).not.toBeNull();
  });

  it('refuses missing or non-http redirect URIs and a caller without the secret key', async () => {
    const oauth = auth.admin().auth.admin.oauth;
    expect(
      (await oauth.createClient({ client_name: 'x', redirect_uris: [] })).error?.message,
    ).toMatch(/redirect_uris/);
    expect(
      (await oauth.createClient({ client_name: 'x', redirect_uris: ['javascript:alert(1)'] }))
        .error,
    ).not.toBeNull();
    const anon = auth.client().auth.admin.oauth;
    expect(
      (await anon.createClient({ client_name: 'x', redirect_uris: ['https://a.example'] })).error
        ?.status,
    ).toBe(403);
  });

  it('answers 404 when the OAuth server is off (the product default)', async () => {
    const off = await startAuthBackend({});
    try {
      const { error } = await off.admin().auth.admin.oauth.listClients();
      expect(error?.status).toBe(404);
    } finally {
      await off.stop();
    }
  });
});
