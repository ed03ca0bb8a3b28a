import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Tokens and element defaults first; each component's stylesheet follows with its module.
import './styles/global.css';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
