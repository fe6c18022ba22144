import { useEffect, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useIsSignedIn } from '#web/api/use-session.ts';
import { keepLastVisit } from '../last-visit.ts';
import { AppHeader } from './app-header.tsx';
import { Frame } from '#web/components/layout/frame.tsx';
import { PublicLayout } from '#web/components/layout/layouts.tsx';
import { TAB_BAR_ROOM } from '#web/components/layout/tab-bar.tsx';

/** Signed-in screens. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Frame header={<AppHeader />} className={TAB_BAR_ROOM}>
      {children}
    </Frame>
  );
}

/** The signed-in screens' route: the layout around whichever screen is open. */
export function AppLayoutRoute() {
  useEffect(keepLastVisit, []);
  return (
    <AppLayout>
      <Outlet />
    </AppLayout>
  );
}

/** Screens open to both (how it works): the header follows whether someone is signed in. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const signedIn = useIsSignedIn();
  return signedIn ? <AppLayout>{children}</AppLayout> : <PublicLayout>{children}</PublicLayout>;
}
