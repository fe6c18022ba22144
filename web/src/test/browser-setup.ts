/**
 * Setup of the component tests (`*.browser.test.tsx`, Vitest browser mode in Chromium): the app's
 * zod settings and styles, React in StrictMode as main.tsx renders it, and a test that fails on any
 * console.error (React's key and act() warnings among them), as server/test/fail-on-console-error.ts
 * does for the Node tests. Transitions and animations take no time: a check of colours (axe) never
 * meets a button half-way to its enabled colour, however slowly the machine draws.
 */
import '../lib/zod-config.ts';
import '../index.css';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from 'vitest-browser-react';
import { configure } from 'vitest-browser-react/pure';

configure({ reactStrictMode: true });

// Instant rather than absent, so an animation's end still fires for code that waits on it.
const instant = document.createElement('style');
instant.textContent =
  '*, ::before, ::after { animation-duration: 0s !important; animation-delay: 0s !important; transition-duration: 0s !important; transition-delay: 0s !important; }';
document.head.append(instant);

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
