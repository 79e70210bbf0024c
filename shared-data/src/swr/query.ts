import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';

/**
 * The one read hook of this package. Its keys are tuples whose first item is the area they read
 * (see `DataArea`), and its fetchers throw only `toUserError` Errors, so a screen gets its error
 * typed as an Error with a message it can show: typed here once, not checked in every view.
 */
export function useQuery<const Key extends readonly unknown[], Data>(
  key: Key | null,
  fetcher: (key: Key) => Promise<Data>,
  config?: SWRConfiguration<Data, Error>,
): SWRResponse<Data, Error> {
  return useSWR<Data, Error>(key, fetcher, config);
}
