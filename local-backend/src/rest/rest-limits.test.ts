import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../index';
import { startTestBackend } from '../test-fixtures/test-backend';

// What an attacker with the anon key can put in a URL: every answer is a quick, clear 400.
// The server shares this process, so a parser that backtracked would hold the test itself up
// (4000 spaces and a quote took the old look-ahead regular expression about a minute and a half).

let backend: LocalBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend?.stop();
});

async function anonGet(path: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${backend.url}/rest/v1/${path}`, {
    headers: { apikey: backend.publishableKey },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('query parameters are parsed in linear time, with length limits', () => {
  it('answers a select of thousands of spaces and an unbalanced quote with a 400', async () => {
    const { status, body } = await anonGet(`items?select=id,${'+'.repeat(4000)}%22`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'PGRST100', message: expect.stringContaining('quotes') });
  }, 20_000);

  it('still ignores spaces outside quotes', async () => {
    const { status } = await anonGet(`items?select=${'+'.repeat(1000)}id+,+title+`);
    expect(status).toBe(200);
  });

  it('refuses a select longer than 4096 characters, saying so', async () => {
    const { status, body } = await anonGet(`items?select=id,${'+'.repeat(5000)}title`);
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: 'PGRST100',
      message: '"select" is too long (5008 characters; at most 4096 are accepted)',
    });
  });

  it('refuses a filter value longer than 8192 characters, saying so', async () => {
    const { status, body } = await anonGet(`items?title=eq.${'a'.repeat(9000)}`);
    expect(status).toBe(400);
    expect(body.message).toBe('"title" is too long (9003 characters; at most 8192 are accepted)');
  });

  it('refuses or/and trees nested more than 8 levels deep', async () => {
    const tree = `${'or(title.eq.a,'.repeat(9)}title.eq.b${')'.repeat(9)}`;
    const { status, body } = await anonGet(`items?or=(${tree})`);
    expect(status).toBe(400);
    expect(body.message).toContain('nested more than 8 levels deep');
  });
});

describe('embeds are bounded', () => {
  it('serves four levels of a cyclic embed', async () => {
    const { status } = await anonGet('items?select=id,reviews(items(reviews(items(id))))');
    expect(status).toBe(200);
  });

  it('refuses a fifth level with a clear 400', async () => {
    const { status, body } = await anonGet(
      'items?select=id,reviews(items(reviews(items(reviews(id)))))',
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: 'PGRST100',
      message: '"select" embeds resources 5 levels deep; at most 4 are accepted',
    });
  });

  it('refuses more than 32 embedded resources in one request', async () => {
    const embeds = Array.from({ length: 33 }, (_, i) => `r${i}:reviews(id)`).join(',');
    const { status, body } = await anonGet(`items?select=id,${embeds}`);
    expect(status).toBe(400);
    expect(body.message).toBe('"select" embeds more than 32 resources');
  });
});
