import { describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD, isHoneypotFilled } from './honeypot';

describe('honeypot', () => {
  it('flags values whose hidden field a bot filled', () => {
    expect(isHoneypotFilled({ name: 'Bot', [HONEYPOT_FIELD]: 'https://spam.example' })).toBe(true);
  });

  it('lets people through, who never see the field', () => {
    expect(isHoneypotFilled({ name: 'Alice' })).toBe(false);
    expect(isHoneypotFilled({ name: 'Alice', [HONEYPOT_FIELD]: '  ' })).toBe(false);
  });
});
