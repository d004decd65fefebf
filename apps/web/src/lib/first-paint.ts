/**
 * The landing page is sent as finished HTML (scripts/prerender-landing.mjs), so a visitor may
 * type into its fields before the app's code has come. The app's first render replaces that
 * HTML: what was typed, and which field had the caret, is read here first (main.tsx) and given
 * back to the same fields, by their `name`.
 */
const typedValues = new Map<string, string>();
let focusedField: string | null = null;

/** Reads the fields of the page the server sent; call it once, before the first render. */
export function keepWhatWasTyped(container: HTMLElement): void {
  typedValues.clear();
  for (const input of container.querySelectorAll<HTMLInputElement>('input[name]')) {
    if (input.value !== '') typedValues.set(input.name, input.value);
  }
  const active = document.activeElement;
  focusedField = active instanceof HTMLInputElement && container.contains(active) && active.name ? active.name : null;
}

/** What the visitor typed into the field `name` before the app started, or ''. */
export function typedBeforeStart(name: string): string {
  return typedValues.get(name) ?? '';
}

/** Whether the caret was in the field `name` when the app started. */
export function focusedBeforeStart(name: string): boolean {
  return focusedField === name;
}
