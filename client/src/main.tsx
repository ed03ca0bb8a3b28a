import { createRoot } from 'react-dom/client';
// Tokens and element defaults first; each component's stylesheet follows with its module.
import './styles/global.css';
import { boot, hydrate } from './app/boot';
import { readHydrationData } from './lib/page/server-rendered';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
// A public page the web server rendered comes with its router state; any other page is the shell.
const hydrationData = readHydrationData(document);
if (hydrationData) void hydrate(root, hydrationData, () => createRoot(root));
else boot(createRoot(root));
