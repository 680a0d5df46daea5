// first: zod's jit-less setting must precede every schema parse (its eval probe is a CSP violation report)
import './resources/zodConfig.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';

createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
