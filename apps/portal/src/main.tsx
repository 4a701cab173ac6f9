import '@portal/ui/fonts.css';
import '@portal/ui/styles.css';
import './global.css';
import { preloadCatalogues, preloadMemberHeader } from '@portal/ui';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { siteCatalogues } from './i18n/siteCatalogues';
import { applyDocumentLanguage, readStoredLanguage } from './i18n/languageStorage';
import { addressHandoverCode, readStoredToken } from './shell/session/tokenStorage';

const language = readStoredLanguage();
// Direction is set before the first paint, so Arabic never flashes left to right.
applyDocumentLanguage(language);

// A returning member's header parts load beside the start-up calls, so they show with the balance. (A
// failed load is tried again when the header shows them.)
if (readStoredToken() || addressHandoverCode()) {
  preloadMemberHeader().catch(() => undefined);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">.');
// The first render is a transition: React renders it in slices that yield to the browser, rather than in
// one task that holds the page from the script's end to the first paint.
const render = () =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
// The page's language only: the other stays on the server until the player switches to it. A failed load
// still renders, and each part asks for its texts again.
void preloadCatalogues(siteCatalogues, language).then(render, render);
