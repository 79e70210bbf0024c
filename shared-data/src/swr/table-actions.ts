import type { DataClient } from '../client';
import { useRevalidatingMutation, type DataArea } from './revalidate';

type Mutation<Args extends unknown[], Result> = (
  client: DataClient,
  ...args: Args
) => Promise<Result>;

/** An admin screen's update and delete, bound to the app's client, revalidating `areas`. */
export function useEditActions<UpdateArgs extends unknown[], Updated>(
  actions: { update: Mutation<UpdateArgs, Updated>; remove: Mutation<[id: string], void> },
  areas: readonly DataArea[],
) {
  return {
    update: useRevalidatingMutation(actions.update, areas),
    remove: useRevalidatingMutation(actions.remove, areas),
  };
}

/** `useEditActions` plus create, for the tables an admin also adds rows to. */
export function useCrudActions<
  CreateArgs extends unknown[],
  Created,
  UpdateArgs extends unknown[],
  Updated,
>(
  actions: {
    create: Mutation<CreateArgs, Created>;
    update: Mutation<UpdateArgs, Updated>;
    remove: Mutation<[id: string], void>;
  },
  areas: readonly DataArea[],
) {
  return {
    create: useRevalidatingMutation(actions.create, areas),
    ...useEditActions(actions, areas),
  };
}
