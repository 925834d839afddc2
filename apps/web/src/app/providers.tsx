import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { getErrorStatus } from '../lib/api-client';
import { AuthProvider } from '../lib/auth';
import { ThemeProvider } from '../lib/theme';
import { Toaster } from '../lib/toast';

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Answers in the 4xx range will not change on a retry.
        retry: (failureCount, error) => {
          const status = getErrorStatus(error);
          return failureCount < 2 && (status === undefined || status >= 500);
        },
      },
    },
  });
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          {children}
          <Toaster />
        </AuthProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
