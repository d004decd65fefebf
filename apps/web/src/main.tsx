import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createAppQueryClient } from './app/provider';
import { startRouter } from './app/router';
import { FirstPaintHandover } from './lib/first-paint';

const sent = document.getElementById('root');
if (!sent) throw new Error('The page has no #root element');

// The session is asked for at once, while the code of the address's screens loads.
const queryClient = createAppQueryClient();
const router = await startRouter(queryClient);

// The app renders beside the page the server sent (the landing page as HTML, or a loader), which
// stays on screen until the app's first screen replaces it (lib/first-paint.tsx).
const app = document.createElement('div');
sent.after(app);
// As a transition, React renders the first screen in slices, answering taps and keys between
// them, rather than in one task that holds a phone's main thread for a few hundred milliseconds.
startTransition(() => {
  createRoot(app).render(
    <StrictMode>
      <FirstPaintHandover sent={sent} app={app}>
        <App router={router} queryClient={queryClient} />
      </FirstPaintHandover>
    </StrictMode>,
  );
});
