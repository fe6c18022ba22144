// First, before any schema is used: zod's settings for a page that forbids eval.
import './lib/zod-config.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to render into');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
