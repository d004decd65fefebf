import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createAppQueryClient } from './app/provider';
import { startRouter } from './app/router';
import { keepWhatWasTyped } from './lib/first-paint';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The session is asked for at once, while the code of the address's screens loads.
const queryClient = createAppQueryClient();
const router = await startRouter();
// The first render replaces the page the server sent (the landing page as HTML, or a loader).
keepWhatWasTyped(root);
// As a transition, React renders the first screen in slices, answering taps and keys between
// them, rather than in one task that holds a phone's main thread for a few hundred milliseconds.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
});
