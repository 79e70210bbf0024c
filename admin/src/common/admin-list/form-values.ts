/** A record as the form reads it: any of the form's fields, each perhaps never filled (null). */
export type RecordOf<Values> = { [Key in keyof Values]?: Values[Key] | null };

/**
 * The form's values for editing a record: each field of the empty form takes the record's value,
 * or the empty form's own where the record has none (a null text becomes '', as the input shows
 * it), so a record opened and closed untouched leaves the form unchanged. A field the record
 * holds another way (a date to convert, a list of members) is set after it.
 */
export function formValues<Values extends object>(empty: Values, row: RecordOf<Values>): Values {
  const values = { ...empty };
  for (const key in empty) {
    const value = row[key];
    if (value !== null && value !== undefined) values[key] = value;
  }
  return values;
}
