import './lib/csp';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { routeDefs } from './app/registry';
import { createConsoleRouter } from './app/router';
import { appLocale } from './lib/locale';
import { createServices, ServicesProvider } from './lib/services';

const services = createServices({ routes: routeDefs });
const router = createConsoleRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ServicesProvider value={services}>
      <AppProviders toaster={services.toaster} locale={appLocale(services.local)}>
        <RouterProvider router={router} />
      </AppProviders>
    </ServicesProvider>
  </StrictMode>,
);
