import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { prepareFirstPage } from './app/AppRoutes.tsx';
import { startI18n } from './i18n/index.ts';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The first page's settings, data and code are fetched while the interface language loads;
// the app renders once the language and that code are in.
void prepareFirstPage(window.location.pathname, startI18n()).then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
