import { createRoot } from 'react-dom/client';
// Tokens and element defaults first; each component's stylesheet follows with its module.
import './styles/global.css';
import { boot, hydrate } from './app/boot';
import { readServerData } from './lib/page/server-data';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
// A public page the web server rendered comes with its data; any other page is the empty shell.
const serverData = readServerData(document);
if (serverData) void hydrate(root, serverData, () => createRoot(root));
else boot(createRoot(root));
