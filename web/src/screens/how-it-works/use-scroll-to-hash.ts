import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Brings the section a link points at (/how-it-works#faq) into view once it is on the page. */
export function useScrollToHash(ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash, ready]);
}
