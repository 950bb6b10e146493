import './lib/csp';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { loadFullApp, SignInRoot, startsOnSignIn, type FullAppModule } from './app/signIn';
import { appLocale } from './lib/locale';
import { createServices, ServicesProvider } from './lib/services';

// The route table comes with the router (app/fullApp.tsx): a login page opened cold shows without
// either, and loads them while it idles (app/signIn.tsx, issue 20).
const services = createServices({ loadRoutes: () => loadFullApp().then((app) => app.routeDefs) });
const root = createRoot(document.getElementById('root')!);
const locale = appLocale(services.local);

const render = (content: ReactNode) =>
  root.render(
    <StrictMode>
      <ServicesProvider value={services}>
        <AppProviders toaster={services.toaster} locale={locale}>
          {content}
        </AppProviders>
      </ServicesProvider>
    </StrictMode>,
  );

/** The router takes the page over: at once, or when the user leaves the login page opened cold. */
const renderFullApp = ({ FullApp }: FullAppModule) => render(<FullApp />);

if (startsOnSignIn(services, window.parent !== window)) render(<SignInRoot onLeave={renderFullApp} />);
else void Promise.all([loadFullApp(), services.routeTable()]).then(([app]) => renderFullApp(app));
