import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { act, cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { takeStubContractProblems } from './api-stub';

// Screens load lazily and Mantine renders a lot: give findBy* queries room on slow machines.
configure({ asyncUtilTimeout: 4000 });

// Mantine reads media queries and observes element sizes; jsdom has neither.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;

// Mantine's combobox scrolls the highlighted option into view.
Element.prototype.scrollIntoView = function scrollIntoView() {};

// Mantine's autosizing Textarea resizes again once web fonts load; jsdom has no FontFaceSet.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() } });
}

window.HTMLElement.prototype.hasPointerCapture ??= () => false;

afterEach(async () => {
  // Toasts live in a global store: start every test without the previous one's. A toast asked
  // for reaches the store once lib/toast-store.ts has loaded: let those on their way arrive first.
  await import('../lib/toast-store');
  act(() => {
    notifications.clean();
    notifications.cleanQueue();
  });
  cleanup();
  window.sessionStorage.clear();
  // A body the stub served that the contract refuses fails the test, even when the screen coped with it.
  const [problem] = takeStubContractProblems();
  if (problem) throw problem;
});
