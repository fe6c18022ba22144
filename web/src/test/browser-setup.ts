/**
 * Setup of the component tests (`*.browser.test.tsx`, Vitest browser mode in Chromium): the app's
 * zod settings and styles, React in StrictMode as main.tsx renders it, and a test that fails on any
 * console.error (React's key and act() warnings among them), as server/test/fail-on-console-error.ts
 * does for the Node tests.
 */
import '../lib/zod-config.ts';
import '../index.css';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from 'vitest-browser-react';
import { configure } from 'vitest-browser-react/pure';

configure({ reactStrictMode: true });

/** React writes its warnings printf-style ("...%s..."): put the arguments in, so the failure reads whole. */
function format([first, ...rest]: unknown[]): string {
  if (typeof first !== 'string') return [first, ...rest].map(String).join(' ');
  const message = first.replace(/%[sdoOi]/g, () => (rest.length > 0 ? String(rest.shift()) : ''));
  return [message, ...rest.map(String)].join(' ');
}

let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(async () => {
  // Unmount first, so what a component says as it goes counts against the test that rendered it.
  await cleanup();
  toast.remove();
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
  if (errors.length > 0) throw new Error(`console.error was called: ${errors.map(format).join('\n')}`);
});
