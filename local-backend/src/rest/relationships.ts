import type { Catalog, CatalogForeignKey, CatalogRelation } from './catalog';
import { HttpError } from '../http/types';
import { pgrstError } from './errors';
import { ident, qualified } from './sql';

export interface Relationship {
  target: CatalogRelation;
  /** to-one embeds an object (or null), to-many an array. */
  cardinality: 'one' | 'many';
  foreignKey: CatalogForeignKey;
  /** The key is on the embedded side (to-many, or one-to-one from the referenced table). */
  reverse: boolean;
  /** Many-to-many: `foreignKey` leads from the junction to the parent, this one to the target. */
  junction?: { table: CatalogRelation; toTarget: CatalogForeignKey };
}

const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && a.every((column) => b.includes(column));

/** A foreign key whose columns are unique in its table points at one row and from one row. */
function isOneToOne(source: CatalogRelation, fk: CatalogForeignKey): boolean {
  return (source.uniqueKeys ?? [[...source.primaryKey]]).some((key) => sameSet(key, fk.columns));
}

/**
 * Many-to-many through a junction table that has foreign keys to both sides, both part of
 * its primary key, as PostgREST detects them.
 */
function junctions(
  catalog: Catalog,
  from: CatalogRelation,
  name: string,
  hint: string | undefined,
): Relationship[] {
  const found: Relationship[] = [];
  const target = catalog.relations.get(name);
  if (!target) return found;
  for (const toParent of catalog.foreignKeys) {
    if (toParent.refTable !== from.name || toParent.table === from.name) continue;
    const table = catalog.relations.get(toParent.table);
    if (!table || (hint && hint !== table.name)) continue;
    for (const toTarget of catalog.foreignKeys) {
      if (toTarget === toParent || toTarget.table !== table.name || toTarget.refTable !== name)
        continue;
      const inKey = [...toParent.columns, ...toTarget.columns].every((c) =>
        table.primaryKey.includes(c),
      );
      if (inKey)
        found.push({
          target,
          cardinality: 'many',
          foreignKey: toParent,
          reverse: true,
          junction: { table, toTarget },
        });
    }
  }
  return found;
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
      // A self-reference by the table's name means its children; the parent is named by column.
      const byName = fk.refTable === name && fk.refTable !== fk.table && matchesHint(fk, hint);
      const byColumn =
        !hint && ((fk.columns.length === 1 && fk.columns[0] === name) || fk.name === name);
      if (byName || byColumn)
        candidates.push({ target, cardinality: 'one', foreignKey: fk, reverse: false });
    }
    // to-many: name.fk -> from.
    // to-many named by the key's constraint: `first_friend_of:best_friends_first_user_fkey(*)`.
    const byConstraint = !hint && fk.refTable === from.name && fk.name === name;
    // A self-reference's children are hinted by column only, as PostgREST matches them.
    const hinted =
      fk.table === fk.refTable && hint
        ? fk.columns.length === 1 && fk.columns[0] === hint
        : matchesHint(fk, hint);
    if (fk.refTable === from.name && ((fk.table === name && hinted) || byConstraint)) {
      const cardinality = isOneToOne(source, fk) ? 'one' : 'many';
      candidates.push({ target: source, cardinality, foreignKey: fk, reverse: true });
    }
  }
  if (candidates.length === 0) candidates.push(...junctions(catalog, from, name, hint));
  const all = candidates.filter(
    (c, i) =>
      candidates.findIndex((o) => o.foreignKey === c.foreignKey && o.reverse === c.reverse) === i,
  );
  // Views that expose a table's key inherit its relationships; the table itself wins.
  const tables = all.filter((c) => c.target.kind === 'table');
  const unique = all.length > 1 && tables.length === 1 ? tables : all;
  if (unique.length === 0) {
    throw pgrstError(
      400,
      'PGRST200',
      `Could not find a relationship between '${from.name}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${from.name}' and '${name}'${hint ? ` using the hint '${hint}'` : ''} in the schema 'public', but no matches were found.`,
    );
  }
  if (unique.length > 1) {
    throw new HttpError(300, {
      code: 'PGRST201',
      message: `Could not embed because more than one relationship was found for '${from.name}' and '${name}'`,
      details: unique.map((c) => describe(from, c)),
      hint: `Try changing '${name}' to one of the following: ${unique.map((c) => `'${name}!${c.foreignKey.name}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
    });
  }
  const [only] = unique;
  if (!only) throw new Error('unreachable');
  return only;
}

/** One candidate as PostgREST lists it in PGRST201's details. */
function describe(from: CatalogRelation, rel: Relationship): Record<string, string> {
  const fk = rel.foreignKey;
  const cardinality = rel.junction
    ? 'many-to-many'
    : rel.reverse
      ? rel.cardinality === 'one'
        ? 'one-to-one'
        : 'one-to-many'
      : 'many-to-one';
  return {
    cardinality,
    embedding: `${from.name} with ${rel.target.name}`,
    relationship: rel.reverse
      ? `${fk.name} using ${fk.refTable}(${fk.refColumns.join(', ')}) and ${fk.table}(${fk.columns.join(', ')})`
      : `${fk.name} using ${fk.table}(${fk.columns.join(', ')}) and ${fk.refTable}(${fk.refColumns.join(', ')})`,
  };
}

/** The join condition between the parent alias and the embedded alias. */
export function joinSql(rel: Relationship, parentAlias: string, childAlias: string): string {
  const fk = rel.foreignKey;
  if (rel.junction) {
    const j = ident(`${childAlias}_j`);
    const toTarget = rel.junction.toTarget;
    const on = [
      ...toTarget.columns.map(
        (c, i) => `${j}.${ident(c)} = ${ident(childAlias)}.${ident(toTarget.refColumns[i] ?? c)}`,
      ),
      ...fk.columns.map(
        (c, i) => `${j}.${ident(c)} = ${ident(parentAlias)}.${ident(fk.refColumns[i] ?? c)}`,
      ),
    ];
    return `exists (select 1 from ${qualified(rel.junction.table.name, rel.junction.table.schema)} as ${j} where ${on.join(' and ')})`;
  }
  return fk.columns
    .map((column, i) => {
      const refColumn = fk.refColumns[i] ?? column;
      return !rel.reverse
        ? `${ident(childAlias)}.${ident(refColumn)} = ${ident(parentAlias)}.${ident(column)}`
        : `${ident(childAlias)}.${ident(column)} = ${ident(parentAlias)}.${ident(refColumn)}`;
    })
    .join(' and ');
}
