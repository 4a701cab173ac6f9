import '@fontsource-variable/cairo/wght.css';
import '@portal/ui/fonts.css';
import '@portal/ui/styles.css';
import '@portal/lobby/styles.css';
import './oasis.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

const root = document.getElementById('root');
if (!root) throw new Error('Oasis Play: no #root element in index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
