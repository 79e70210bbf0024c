import type { PGlite } from '@electric-sql/pglite';
import type { TokenKit } from '../auth/tokens';
import type { Catalog } from './catalog';

export interface RestDeps {
  db: PGlite;
  tokens: TokenKit;
  /** The cached catalog of an exposed schema (default: the first), loaded after migrations. */
  catalog: (schema?: string) => Catalog;
  /** Exposed schemas, PostgREST's `db-schemas`; default `['public']`. */
  schemas?: string[];
}
