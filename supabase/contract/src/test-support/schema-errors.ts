import { expect, it } from 'vitest';
import { ValidationError, type Schema } from 'yup';

/**
 * Every message a form's schema gives for these values, per field, in the order yup reports
 * them ({} when the values pass). Formik shows the first message of each field.
 */
export async function schemaErrors(
  schema: Schema,
  values: unknown,
): Promise<Record<string, string[]>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string[]> = {};
    for (const inner of error.inner) {
      const path = inner.path ?? '';
      (errors[path] ??= []).push(inner.message);
    }
    return errors;
  }
}

/** `count` copies of a character: a value exactly at (or just past) a length limit. */
export const chars = (count: number, character = 'a') => character.repeat(count);

/** The test each form's schema has: submitted empty, it names every required field. */
export function itNamesEveryMissingField(schema: Schema, messages: Record<string, string[]>) {
  it('names every missing field', async () => {
    expect(await schemaErrors(schema, {})).toEqual(messages);
  });
}
