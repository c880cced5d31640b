import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { prepareFirstPage } from './app/AppRoutes.tsx';
import { startI18n } from './i18n/index.ts';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The first page's settings (and, once the language is in, its code) are fetched while the
// interface language loads.
const languageLoaded = startI18n();
prepareFirstPage(window.location.pathname, languageLoaded);
void languageLoaded.then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
