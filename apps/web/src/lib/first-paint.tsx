import type { ReactNode } from 'react';
import { createContext, useContext, useLayoutEffect } from 'react';

/**
 * True while rendering the page the server sends (app/prerender.tsx): a page without its code,
 * whose forms must not submit on their own, the browser's way (a GET with the fields in the
 * address). Their submit buttons are plain buttons there, and with two text fields a form then
 * has no implicit submission either: Enter waits for the app.
 */
export const SentPageContext = createContext(false);

export const useIsSentPage = () => useContext(SentPageContext);

/** Sets an input's value as typing would, so that React (and the form reading it) sees the change. */
function typeInto(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Puts the app's first screen in place of the page the server sent: the landing page as HTML
 * (scripts/prerender-landing.mjs), which a visitor may have typed into before the app's code came,
 * or index.html's loader. What was typed into a field moves to the app's field of the same `name`,
 * and so does the caret. Called once the app's first screen is in the document, before the
 * browser paints again, so the visitor sees one page throughout.
 */
export function handOverFirstPaint(sent: HTMLElement, app: HTMLElement): void {
  if (!sent.isConnected) return;
  const focused = document.activeElement;
  for (const input of sent.querySelectorAll<HTMLInputElement>('input[name]')) {
    const twin = app.querySelector<HTMLInputElement>(`input[name="${CSS.escape(input.name)}"]`);
    if (!twin) continue;
    if (input.value !== '' && twin.value === '') typeInto(twin, input.value);
    if (input === focused) twin.focus();
  }
  sent.remove();
}

/** Renders the app, and hands the page over to it once its first screen is in the document. */
export function FirstPaintHandover({ sent, app, children }: { sent: HTMLElement; app: HTMLElement; children: ReactNode }) {
  useLayoutEffect(() => handOverFirstPaint(sent, app), [sent, app]);
  return children;
}
