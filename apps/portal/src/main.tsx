import '@portal/ui/fonts.css';
import '@portal/ui/styles.css';
import './global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { applyDocumentLanguage, readStoredLanguage } from './i18n/languageStorage';

// Direction is set before the first paint, so Arabic never flashes left to right.
applyDocumentLanguage(readStoredLanguage());

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">.');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
