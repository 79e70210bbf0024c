import type { DataClient } from '../client';
import { useRevalidatingMutation, type DataArea } from './revalidate';

type Mutation<Args extends unknown[], Result> = (
  client: DataClient,
  ...args: Args
) => Promise<Result>;
type Remove = Mutation<[id: string], void>;

/** An admin screen's update and delete, bound to the app's client, revalidating `areas`. */
export function useEditActions<UpdateArgs extends unknown[], Updated>(
  [update, remove]: readonly [update: Mutation<UpdateArgs, Updated>, remove: Remove],
  areas: readonly DataArea[],
) {
  return {
    update: useRevalidatingMutation(update, areas),
    remove: useRevalidatingMutation(remove, areas),
  };
}

/** `useEditActions` after a create, for the tables an admin also adds rows to. */
export function useCrudActions<
  CreateArgs extends unknown[],
  Created,
  UpdateArgs extends unknown[],
  Updated,
>(
  [create, ...edits]: readonly [
    create: Mutation<CreateArgs, Created>,
    update: Mutation<UpdateArgs, Updated>,
    remove: Remove,
  ],
  areas: readonly DataArea[],
) {
  return { create: useRevalidatingMutation(create, areas), ...useEditActions(edits, areas) };
}
