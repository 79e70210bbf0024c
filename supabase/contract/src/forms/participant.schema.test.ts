import { describe, expect, it } from 'vitest';
import { itNamesEveryMissingField } from '@inzira/test-kit/schema-errors';
import { participantSchema, toParticipantRegistration } from './participant.schema.ts';

describe('competition registration form', () => {
  itNamesEveryMissingField(participantSchema, {
    name: ['Name is required'],
    email: ['Email is required'],
    phone: ['Phone is required'],
  });

  it('registers the trimmed values for the event', async () => {
    const values = await participantSchema.validate({
      name: ' Ada ',
      email: 'ada@example.com ',
      phone: ' 0788 123 456',
    });
    expect(toParticipantRegistration('event-1', values)).toEqual({
      event_id: 'event-1',
      name: 'Ada',
      email: 'ada@example.com',
      phone_number: '0788 123 456',
    });
  });
});
