import '@fontsource-variable/cairo/wght.css';
import '@portal/ui/fonts.css';
import '@portal/ui/styles.css';
import '@portal/lobby/styles.css';
import './oasis.css';
import { preloadCatalogues } from '@portal/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { catalogues, storedLanguage } from './language';

const root = document.getElementById('root');
if (!root) throw new Error('Oasis Play: no #root element in index.html');
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// The kit's texts in the page's language before the first render (the other language loads on a switch).
void preloadCatalogues(catalogues, storedLanguage()).then(render, render);
