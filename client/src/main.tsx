import { createRoot } from 'react-dom/client';
import { boot } from './app/boot';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
boot(createRoot(root));
