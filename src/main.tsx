import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import './index.css';
import { installGoogleAnalytics } from './lib/analytics';
import { AuthProvider } from './lib/auth/AuthContext';
import { AuthModalProvider } from './lib/auth/AuthModalContext';
import { initI18n } from './lib/i18n';
import { applyTheme, readStoredTheme } from './lib/theme';

applyTheme(readStoredTheme());
initI18n();
installGoogleAnalytics();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root, {
  onUncaughtError: (error) => console.error('Uncaught error', error),
}).render(
  <StrictMode>
    <BrowserRouter>
      <AuthProvider>
        <AuthModalProvider>
          <App />
        </AuthModalProvider>
      </AuthProvider>
    </BrowserRouter>
  </StrictMode>,
);
