import type { AuditEntry } from '@inzira/shared-data/team';

const show = (value: unknown): string =>
  value === null || value === undefined
    ? '—'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

const fieldsOf = (side: unknown): Record<string, unknown> =>
  side && typeof side === 'object' && !Array.isArray(side) ? { ...side } : {};

/** One line per changed field: "title: Old → New" (an insert or delete shows one side). */
export function describeChanges(entry: Pick<AuditEntry, 'changes'>): string[] {
  const changes = fieldsOf(entry.changes);
  const before = fieldsOf(changes.before);
  const after = fieldsOf(changes.after);
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return names.map((name) => {
    if (!(name in before)) return `${name}: ${show(after[name])}`;
    if (!(name in after)) return `${name}: ${show(before[name])}`;
    return `${name}: ${show(before[name])} → ${show(after[name])}`;
  });
}
