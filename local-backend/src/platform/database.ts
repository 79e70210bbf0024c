// A fresh in-memory database on the platform base, and the migration runner the backend uses:
// for tools that must build databases exactly as the backend does (docs/database-schema.md).
export { openDatabase } from './open-database';
export { applyMigrations } from './bootstrap';
