import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/** How long a move between screens may take before it is shown as loading. */
const SHOW_AFTER_MS = 300;

/**
 * While the next screen's code or data loads, the current screen stays and a bar runs along the top
 * (over the page, so nothing moves), with a polite note for screen readers. Quick moves show nothing.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const pendingKey = navigation.state === 'idle' ? null : navigation.location.key;
  const [slowKey, setSlowKey] = useState<string | null>(null);

  useEffect(() => {
    if (pendingKey === null) return;
    const timer = setTimeout(() => setSlowKey(pendingKey), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [pendingKey]);

  const slow = pendingKey !== null && slowKey === pendingKey;
  return (
    <>
      {slow && (
        <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand-100">
          <div className="h-full w-1/3 animate-navigation-progress bg-brand-600 motion-reduce:w-full motion-reduce:animate-none" />
        </div>
      )}
      <p role="status" className="sr-only">
        {slow ? 'Loading the page...' : ''}
      </p>
    </>
  );
}
