import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client.ts';

/**
 * The data cache of the logged-in screens. Public pages (login, errors) do without it, so
 * TanStack Query is not part of what the login page loads.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    },
  },
});
