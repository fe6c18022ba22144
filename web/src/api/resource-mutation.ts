import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { invalidate } from './invalidate.ts';

type ResourceKeys<Variables> = {
  /** Where one of them is kept by its id. */
  one: (id: string) => QueryKey;
  /** The list they are all in. */
  list: QueryKey;
  /** The id the change names, when it names one: a refusal reads that one again. */
  idOf?: (variables: Variables) => string;
};

/**
 * A change that answers the thing it made or changed (a report, a support request) as it now is: its
 * page shows that answer at once, and the list is read again. A refusal (closed meanwhile, a full
 * thread) reads the one it named again too.
 */
export function useResourceMutation<Resource extends { id: string }, Variables>(
  mutationFn: (variables: Variables) => Promise<Resource>,
  keys: ResourceKeys<Variables>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (resource) => queryClient.setQueryData(keys.one(resource.id), resource),
    onError: (_error, variables) => (keys.idOf ? invalidate(queryClient, keys.one(keys.idOf(variables))) : undefined),
    onSettled: () => invalidate(queryClient, keys.list),
  });
}
