import type { TestProject } from 'vitest/node';
import { startCluster } from './cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the PostgreSQL cluster the guarantee tests create their databases on. */
    postgresUrl: string;
  }
}

/**
 * Uses the cluster CI started (INZIRA_POSTGRES_URL, see .ci/run) or starts a throwaway one for
 * this run and stops it afterwards, whether the tests passed or not.
 */
export default async function setup(project: TestProject) {
  const given = process.env.INZIRA_POSTGRES_URL;
  if (given) {
    project.provide('postgresUrl', given);
    return;
  }
  const cluster = await startCluster();
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
