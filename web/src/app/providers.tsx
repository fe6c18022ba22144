import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from 'react-hot-toast';
import { onLogout } from '../api/logout-broadcast.ts';
import { useIsSignedIn } from '../api/use-session.ts';
import { SignedInContext } from '../lib/signed-in-context.ts';
import { QuickToast, toasterOptions } from '../lib/toast.tsx';
import { queryClient } from './query-client.ts';

/** Whoever signs out, in this tab or another, leaves nothing of their data in this tab's cache. */
function useForgetDataOnLogout(queryClient: QueryClient) {
  useEffect(() => onLogout(() => queryClient.clear()), [queryClient]);
}

export function Providers({ children }: { children: ReactNode }) {
  useForgetDataOnLogout(queryClient);
  const signedIn = useIsSignedIn();

  return (
    <QueryClientProvider client={queryClient}>
      <SignedInContext value={signedIn}>{children}</SignedInContext>
      {/* On phones, above the signed-in screens' bottom tab bar. */}
      <Toaster position="bottom-center" toastOptions={toasterOptions} containerClassName="max-sm:mb-16">
        {QuickToast}
      </Toaster>
    </QueryClientProvider>
  );
}
