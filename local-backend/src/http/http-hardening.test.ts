import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../index';
import { rawRequest } from '../test-fixtures/raw-request';
import { startTestBackend } from '../test-fixtures/test-backend';

// The demo keys are public: what a web page on another origin, or a raw client, can get.

let backend: LocalBackend;
let configured: LocalBackend;

beforeAll(async () => {
  backend = await startTestBackend({ admin: null });
  configured = await startTestBackend({ admin: null, corsOrigins: ['http://localhost:3000'] });
});

afterAll(async () => {
  await backend?.stop();
  await configured?.stop();
});

function fromOrigin(target: LocalBackend, origin: string, method = 'GET') {
  return fetch(`${target.url}/rest/v1/categories?select=name`, {
    method,
    headers: {
      apikey: target.publishableKey,
      Origin: origin,
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': 'apikey, authorization',
    },
  });
}

describe('CORS', () => {
  it.each([
    'http://localhost:5173',
    'http://127.0.0.1:5173',
    'http://localhost:5174',
    'http://127.0.0.1:5174',
    'http://localhost:6006',
    'http://127.0.0.1:6006',
  ])('allows the local app origin %s, with credentials', async (origin) => {
    const answer = await fromOrigin(backend, origin);
    expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    const preflight = await fromOrigin(backend, origin, 'OPTIONS');
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('apikey');
  });

  it('never reflects another origin, on answers or preflights', async () => {
    for (const origin of ['https://evil.example', 'http://localhost:3000', 'null']) {
      for (const method of ['GET', 'OPTIONS']) {
        const answer = await fromOrigin(backend, origin, method);
        expect(answer.headers.get('access-control-allow-origin')).toBeNull();
        expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
      }
    }
  });

  it('takes its list from the corsOrigins option', async () => {
    const allowed = await fromOrigin(configured, 'http://localhost:3000');
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    const app = await fromOrigin(configured, 'http://localhost:5173');
    expect(app.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('oversized headers', () => {
  it('answer 431 with a readable message', async () => {
    const answer = await fetch(`${backend.url}/rest/v1/categories`, {
      headers: { apikey: backend.publishableKey, 'X-Padding': 'a'.repeat(100_000) },
    });
    expect(answer.status).toBe(431);
    expect(await answer.json()).toEqual({
      code: 431,
      message:
        'Request header fields too large: the request line and headers may take at most 16384 bytes',
    });
  });

  it('reach a raw client still sending 1 MB of headers as a 431, not a reset', async () => {
    const { port, hostname } = new URL(backend.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => {
        socket.write(`GET /rest/v1/categories HTTP/1.1\r\nHost: ${hostname}\r\n`);
        socket.write(`X-Padding: ${'a'.repeat(1024 * 1024)}\r\n\r\n`);
      });
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(answer).toContain('"code":431');
  });
});

describe('Host allow-list (DNS rebinding)', () => {
  it.each(['localhost', '127.0.0.1', '[::1]'])('answers Host %s', async (name) => {
    const port = new URL(backend.url).port;
    const answer = await rawRequest(backend.url, '/rest/v1/categories?select=name', {
      headers: { Host: `${name}:${port}`, apikey: backend.publishableKey },
    });
    expect(answer.status).toBe(200);
  });

  it('refuses a foreign host name that resolves to this machine', async () => {
    const answer = await rawRequest(backend.url, '/rest/v1/categories?select=name', {
      headers: { Host: 'rebind.attacker.example:54321', apikey: backend.publishableKey },
    });
    expect(answer.status).toBe(403);
    expect(answer.text).not.toContain('name');
  });

  it('answers configured host names', async () => {
    const named = await startTestBackend({ admin: null, allowedHosts: ['inzira.test'] });
    try {
      const answer = await rawRequest(named.url, '/rest/v1/categories?select=name', {
        headers: { Host: 'inzira.test', apikey: named.publishableKey },
      });
      expect(answer.status).toBe(200);
    } finally {
      await named.stop();
    }
  });
});
