import { QueryClient } from '@tanstack/react-query';

/** The one query client: errors are already toasted by the http client, so no retries on 4xx. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
