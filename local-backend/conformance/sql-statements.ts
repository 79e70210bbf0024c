/**
 * Splits a SQL script into statements at top-level semicolons, skipping quoted strings,
 * quoted identifiers, dollar-quoted bodies and comments, so single statements can be left out.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let i = 0;
  while (i < sql.length) {
    const ch = sql[i];
    const next = sql[i + 1];
    if (ch === '-' && next === '-') {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end + 1;
    } else if (ch === '/' && next === '*') {
      const end = sql.indexOf('*/', i + 2);
      i = end === -1 ? sql.length : end + 2;
    } else if (ch === "'" || ch === '"') {
      const end = sql.indexOf(ch, i + 1);
      i = end === -1 ? sql.length : end + 1;
    } else if (ch === '$') {
      const tag = /^\$[A-Za-z_]*\$/.exec(sql.slice(i, i + 64))?.[0];
      if (tag) {
        const end = sql.indexOf(tag, i + tag.length);
        i = end === -1 ? sql.length : end + tag.length;
      } else i++;
    } else if (ch === ';') {
      statements.push(sql.slice(start, i + 1));
      start = ++i;
    } else i++;
  }
  const rest = sql.slice(start);
  if (rest.trim() !== '') statements.push(rest);
  return statements;
}

/** Statement text without comments, to decide what it is about. */
function withoutComments(statement: string): string {
  return statement.replace(/--[^\n]*/g, '').trim();
}

const postgis = /postgis|geometry|geography|\bshops\b/i;

/**
 * The suite's SQL without what PGlite cannot run here: PostGIS and the table that needs it.
 * Returns the kept script and the statements left out.
 */
export function withoutPostgis(sql: string): { kept: string; dropped: string[] } {
  const kept: string[] = [];
  const dropped: string[] = [];
  for (const statement of splitStatements(sql)) {
    if (postgis.test(withoutComments(statement))) dropped.push(withoutComments(statement));
    else kept.push(statement);
  }
  return { kept: kept.join(''), dropped };
}
