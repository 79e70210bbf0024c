import type { PGlite } from '@electric-sql/pglite';
import type { TokenKit } from '../auth/tokens';
import type { Catalog } from './catalog';

export interface RestDeps {
  db: PGlite;
  tokens: TokenKit;
  /** The cached catalog (loaded after migrations). */
  catalog: () => Catalog;
}
