import { createTheme } from '@mantine/core';
import type { CSSVariablesResolver } from '@mantine/core';

// Plain objects rather than `Select.extend(...)`: importing the components here would put
// them in the entry chunk of every screen.

/**
 * WCAG 2.2 AA wants 4.5:1 for text (1.4.3). Mantine's secondary grey (gray.6, #868e96) reaches
 * 3.3:1 on white and its placeholder grey (gray.5) 2.1:1; these greys reach 5.8:1 and 4.9:1 on
 * white, and stay above 4.5:1 on the grey page background and inside light alerts.
 */
const DIMMED_TEXT = '#5f666d';
const PLACEHOLDER_TEXT = '#6b7178';

/**
 * Text in these colours (`c="green"`, light and outline variants) is Mantine's shade 9, or the
 * filled shade, which stays below 4.5:1 on white or on the colour's own light tint; indigo, blue
 * and violet pass at rest but not on the tint a light or subtle button (an active menu entry)
 * takes under the pointer, shade 2. Each is that shade 9 darkened just enough to pass on shade 2,
 * the darkest background it sits on.
 */
export const READABLE_TEXT: Record<string, string> = {
  indigo: '#3249b9',
  blue: '#165b9c',
  violet: '#5a3aba',
  red: '#b02525',
  green: '#247334',
  teal: '#077151',
  yellow: '#a15300',
  orange: '#af3a0c',
  cyan: '#0a6a7b',
  lime: '#456f0a',
};

/** Mantine's CSS variables with the readable greys and text colours above, for the light scheme. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': DIMMED_TEXT,
    '--mantine-color-placeholder': PLACEHOLDER_TEXT,
    ...Object.fromEntries(
      Object.entries(READABLE_TEXT).flatMap(([color, text]) => [
        [`--mantine-color-${color}-text`, text],
        [`--mantine-color-${color}-light-color`, text],
        [`--mantine-color-${color}-outline`, text],
      ]),
    ),
  },
  dark: {},
});

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 8 carries white text at 4.5:1 or more in indigo, blue, red, grape and violet (shade 6,
  // Mantine's default, gives 4.3:1 in indigo). Where white cannot reach 4.5:1 (green, teal,
  // orange, yellow, cyan), autoContrast writes dark text on the filled colour instead: the
  // threshold sits where black reaches 4.5:1 and white no longer does.
  primaryShade: 8,
  autoContrast: true,
  luminanceThreshold: 0.19,
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  components: {
    // Links inside running text must be told apart without colour (WCAG 1.4.1): underlined.
    Anchor: { defaultProps: { underline: 'always' } },
    Button: { defaultProps: { radius: 'md' } },
    TextInput: { defaultProps: { size: 'sm' } },
    // The default toggle is labelled "Toggle password visibility", which a search for the
    // field labelled "Password" would also find.
    PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Show or hide the characters' } } },
    // Mantine keeps a closed dropdown's listbox in the page, labelled by the field's label:
    // "Country" would then name two elements. Mount the options only while open.
    Select: { defaultProps: { comboboxProps: { keepMounted: false } } },
    // Mantine's close button has no name of its own; dialogs put their first field first
    // (`data-autofocus`), so the close button does not take the first focus either.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // Nor has a toast's (lib/notify.ts, the live notifications). A toast with a title writes its
    // message in Mantine's grey 6 (3.3:1 on white), not in the dimmed variable: the readable grey.
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' } },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
    // A menu may only hold menu items (ARIA menu pattern); Mantine's focus placeholder is a
    // focusable element of role presentation inside it. Arrow keys still reach the items.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
  },
});
