import { describe, expect, it } from 'vitest';
import {
  chars,
  itNamesEveryMissingField,
  schemaErrors,
} from '@inzira/contract/test-support/schema-errors.ts';
import { professionalSchema, toProfessionalRow } from './professional.schema';

const professional = {
  full_name: 'Ada Lovelace',
  title: 'Analyst',
  skills: ['Maths', ' Poetry '],
  email: 'ada@example.com',
};

describe('professional form', () => {
  itNamesEveryMissingField(professionalSchema, {
    full_name: ['Full name is required'],
    title: ['Title is required'],
    skills: ['Skills are required'],
    email: ['Email is required'],
  });

  it('takes 30 skills of 80 characters, not more', async () => {
    const skills = (count: number, length: number) =>
      Array.from({ length: count }, () => chars(length));
    expect(
      await schemaErrors(professionalSchema, { ...professional, skills: skills(30, 80) }),
    ).toEqual({});
    expect(
      await schemaErrors(professionalSchema, { ...professional, skills: skills(31, 1) }),
    ).toEqual({ skills: ['Skills can have at most 30 items'] });
    expect(
      await schemaErrors(professionalSchema, { ...professional, skills: skills(1, 81) }),
    ).toEqual({ 'skills[0]': ['Each item of Skills must be at most 80 characters'] });
  });

  it('checks the optional picture and phone', async () => {
    expect(
      await schemaErrors(professionalSchema, {
        ...professional,
        profile_pic: 'pic.png',
        phone_number: 'no',
      }),
    ).toEqual({
      profile_pic: ['Profile picture must be a valid URL'],
      phone_number: [
        'Phone number may only contain digits, spaces and + ( ) . -',
        'Phone number must be 4 to 32 characters',
      ],
    });
  });

  it('stores trimmed skills, and empty optional fields as null', async () => {
    const values = await professionalSchema.validate({
      ...professional,
      profile_pic: '',
      phone_number: '',
    });
    expect(toProfessionalRow(values)).toEqual({
      full_name: 'Ada Lovelace',
      title: 'Analyst',
      skills: ['Maths', 'Poetry'],
      email: 'ada@example.com',
      profile_pic: null,
      phone_number: null,
    });
    const reachable = await professionalSchema.validate({
      ...professional,
      profile_pic: '/ada.webp',
      phone_number: '0788 123 456',
    });
    expect(toProfessionalRow(reachable)).toMatchObject({
      profile_pic: '/ada.webp',
      phone_number: '0788 123 456',
    });
  });
});
