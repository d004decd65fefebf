import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { LandingPage } from '../features/auth/components/landing-page';
import { sessionQueryKey } from '../lib/auth';
import { SentPageContext } from '../lib/first-paint';
import { createQueryClient } from '../lib/query-client';
import { AppProvider } from './provider';

/**
 * The landing page's HTML, as a visitor without a session first sees it, for the build to send
 * as `/` (scripts/prerender-landing.mjs): its text and form paint with the first-paint styles,
 * before any of the app's code has come. The app's first render then replaces it with the same.
 */
export function renderLandingPage(): string {
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionQueryKey, null);
  return renderToString(
    <SentPageContext.Provider value>
      <AppProvider queryClient={queryClient}>
        <MemoryRouter>
          <LandingPage />
        </MemoryRouter>
      </AppProvider>
    </SentPageContext.Provider>,
  );
}
