import type { ComponentType } from 'react';

/**
 * A screen open to visitors and signed-in people alike (How it works, the 404), inside the layout
 * that follows which they are. Both load on first visit: the landing page does not carry the
 * signed-in layout (notifications, live stream) in its first download.
 */
export async function loadSiteScreen(load: () => Promise<ComponentType>): Promise<ComponentType> {
  const [{ SiteLayout }, Screen] = await Promise.all([import('./layout/app-layout.tsx'), load()]);
  return function SiteScreen() {
    return (
      <SiteLayout>
        <Screen />
      </SiteLayout>
    );
  };
}
