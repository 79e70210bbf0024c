import type { Catalog, CatalogForeignKey, CatalogRelation } from './catalog';
import { pgrstError } from './errors';
import { ident } from './sql';

export interface Relationship {
  target: CatalogRelation;
  /** to-one embeds an object (or null), to-many an array. */
  cardinality: 'one' | 'many';
  foreignKey: CatalogForeignKey;
}

/** A `!hint` names the constraint or its (single) referencing column. */
function matchesHint(fk: CatalogForeignKey, hint: string | undefined): boolean {
  if (!hint) return true;
  if (fk.name === hint) return true;
  return fk.columns.length === 1 && fk.columns[0] === hint;
}

/**
 * Finds how `from` embeds `name`: by a foreign key in either direction, by the name of a
 * foreign-key column or constraint, narrowed by a `!hint` (constraint or column name).
 */
export function findRelationship(
  catalog: Catalog,
  from: CatalogRelation,
  name: string,
  hint: string | undefined,
): Relationship {
  const candidates: Relationship[] = [];
  for (const fk of catalog.foreignKeys) {
    const target = catalog.relations.get(fk.refTable);
    const source = catalog.relations.get(fk.table);
    if (!target || !source) continue;
    // to-one: from.fk -> name, or named by its column / constraint: `service_id(title)`.
    if (fk.table === from.name) {
      const byName = fk.refTable === name && matchesHint(fk, hint);
      const byColumn =
        !hint && ((fk.columns.length === 1 && fk.columns[0] === name) || fk.name === name);
      if (byName || byColumn) candidates.push({ target, cardinality: 'one', foreignKey: fk });
    }
    // to-many: name.fk -> from.
    if (fk.refTable === from.name && fk.table === name && matchesHint(fk, hint)) {
      candidates.push({ target: source, cardinality: 'many', foreignKey: fk });
    }
  }
  const unique = candidates.filter(
    (c, i) =>
      candidates.findIndex(
        (o) => o.foreignKey === c.foreignKey && o.cardinality === c.cardinality,
      ) === i,
  );
  if (unique.length === 0) {
    throw pgrstError(
      400,
      'PGRST200',
      `Could not find a relationship between '${from.name}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${from.name}' and '${name}' in the schema 'public', but no matches were found.`,
    );
  }
  if (unique.length > 1) {
    throw pgrstError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${from.name}' and '${name}'`,
      unique.map((c) => `${c.foreignKey.name} (${c.cardinality})`).join(', '),
      `Try changing '${name}' to one of the following: ${unique.map((c) => `'${name}!${c.foreignKey.name}'`).join(', ')}.`,
    );
  }
  const [only] = unique;
  if (!only) throw new Error('unreachable');
  return only;
}

/** The join condition between the parent alias and the embedded alias. */
export function joinSql(rel: Relationship, parentAlias: string, childAlias: string): string {
  const fk = rel.foreignKey;
  return fk.columns
    .map((column, i) => {
      const refColumn = fk.refColumns[i] ?? column;
      return rel.cardinality === 'one'
        ? `${ident(childAlias)}.${ident(refColumn)} = ${ident(parentAlias)}.${ident(column)}`
        : `${ident(childAlias)}.${ident(column)} = ${ident(parentAlias)}.${ident(refColumn)}`;
    })
    .join(' and ');
}
