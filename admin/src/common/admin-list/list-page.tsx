import type { AdminResource } from '@inzira/shared-data/admin-list';
import type { FormikValues } from 'formik';
import type { ComponentType } from 'react';
import type { EntityConfig } from './entity-config';

/** A screen's page, loaded when its route is first visited. */
export type PageLoader = () => Promise<ComponentType>;

/**
 * The page of one admin list: the list screen with the list's config. Both load on demand, so
 * the sidebar's registry costs the first page nothing; the screen is one chunk that every list
 * shares, each config one of its own.
 */
export function listPage<R extends AdminResource, Values extends FormikValues, Clean>(
  load: () => Promise<EntityConfig<R, Values, Clean>>,
): PageLoader {
  return async () => {
    const [{ AdminListScreen }, config] = await Promise.all([
      import('./admin-list-screen'),
      load(),
    ]);
    // The key restarts the screen's dialogs when the admin moves from one list to another.
    return function ListPage() {
      return <AdminListScreen key={config.resource} config={config} />;
    };
  };
}
