import type { ReactNode } from 'react';
import { Frame } from './frame.tsx';
import { PublicHeader } from './public-header.tsx';

// The signed-in layouts live in app-layout.tsx: the landing page loads this file up front and should
// not carry the signed-in header (notifications, live stream) with it.

/** Visitors' screens. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return <Frame header={<PublicHeader />}>{children}</Frame>;
}

/** The width and spacing of a screen's content inside a layout. */
export function PageContainer({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">{children}</div>;
}
