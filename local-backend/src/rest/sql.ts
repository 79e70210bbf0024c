/** Collects bound parameters; values never enter the SQL text. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Quotes an identifier that has already been checked against the catalog. */
export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

export const qualified = (name: string, schema = 'public') => `${ident(schema)}.${ident(name)}`;
