import { createRoot } from 'react-dom/client';
// Tokens and element defaults first; each component's stylesheet follows with its module.
import './styles/global.css';
import { boot } from './app/boot';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
boot(createRoot(root));
