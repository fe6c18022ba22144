import { useEffect, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { render, type RenderResult } from 'vitest-browser-react';
import { connectNavigator } from '../api/client.ts';
import { toasterOptions } from '../lib/toast.tsx';

type RenderOptions = {
  /** The address the component is rendered at. */
  path?: string;
  /** Other screens, by path, for a link or a redirect to land on: `{ '/notifications': <p>Notifications screen</p> }`. */
  screens?: Record<string, ReactNode>;
};

/**
 * The session layer moves between screens (signing out goes to '/') through this router, as the
 * app's router connects itself; never by loading a page, which would take the test's page away.
 */
function ConnectNavigator() {
  const navigate = useNavigate();
  useEffect(() => {
    connectNavigator((to) => void navigate(to, { replace: true }));
    return () => connectNavigator(() => {});
  }, [navigate]);
  return null;
}

/** A cache of its own for each test; a failed call fails at once (the app retries a 5xx once). */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/**
 * Renders `ui` as the app would: with a fresh TanStack Query cache, a router in memory and the
 * toaster. Answers vitest-browser-react's screen (its `rerender` keeps them) and the cache.
 */
export async function renderInApp(ui: ReactNode, { path = '/', screens = {} }: RenderOptions = {}): Promise<RenderResult & { queryClient: QueryClient }> {
  const queryClient = testQueryClient();
  const inApp = (component: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <ConnectNavigator />
        <Routes>
          <Route path="*" element={component} />
          {Object.entries(screens).map(([screenPath, element]) => (
            <Route key={screenPath} path={screenPath} element={element} />
          ))}
        </Routes>
      </MemoryRouter>
      <Toaster position="bottom-center" toastOptions={toasterOptions} />
    </QueryClientProvider>
  );
  const screen = await render(inApp(ui));
  // A re-render keeps the same cache, router and toaster around the new element.
  return { ...screen, rerender: (next: ReactNode) => screen.rerender(inApp(next)), queryClient };
}
