import { describe, expect, it } from 'vitest';
import { requiredEmail } from './field-rules.ts';

describe('requiredEmail', () => {
  it('accepts what the database accepts and refuses an address without a dotted domain', async () => {
    await expect(requiredEmail().validate(' ada@example.com ')).resolves.toBe('ada@example.com');
    // The database's email_address domain would refuse it with no field named; the form says so first.
    await expect(requiredEmail().validate('ada@localhost')).rejects.toThrow(
      'Please enter a valid email address',
    );
    await expect(requiredEmail().validate('')).rejects.toThrow('Email is required');
  });
});
