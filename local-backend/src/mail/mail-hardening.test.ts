import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../test-fixtures/raw-request';
import { startMailCatcher, type MailCatcher } from './mail-catcher';

// The inbox holds every local e-mail (invitations with their links): no other web page may
// read it, neither through CORS nor through a DNS name rebound to 127.0.0.1.

let mail: MailCatcher;

beforeAll(async () => {
  mail = await startMailCatcher();
});

afterAll(async () => {
  await mail?.stop();
});

describe('mail catcher', () => {
  it('gives no CORS access to another origin, with or without credentials', async () => {
    const answer = await rawRequest(mail.apiUrl, '/api/email', {
      headers: { Origin: 'https://attacker.example' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await rawRequest(mail.apiUrl, '/api/email', {
      method: 'OPTIONS',
      headers: { Origin: 'https://attacker.example', 'Access-Control-Request-Method': 'DELETE' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers loopback host names only', async () => {
    const port = new URL(mail.apiUrl).port;
    const own = await rawRequest(mail.apiUrl, '/api/email', {
      headers: { Host: `localhost:${port}` },
    });
    expect(own.status).toBe(200);
    const rebound = await rawRequest(mail.apiUrl, '/api/email', {
      headers: { Host: `rebind.attacker.example:${port}` },
    });
    expect(rebound.status).toBe(403);
  });

  it('listens on loopback only', () => {
    expect(new URL(mail.apiUrl).hostname).toBe('127.0.0.1');
    expect(mail.smtpSecrets.SMTP_HOST).toBe('127.0.0.1');
  });
});
