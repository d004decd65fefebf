import { createTheme } from '@mantine/core';

// Plain objects rather than `Select.extend(...)`: importing the components here would put
// them in the entry chunk of every screen.

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  components: {
    Button: { defaultProps: { radius: 'md' } },
    TextInput: { defaultProps: { size: 'sm' } },
    // The default toggle is labelled "Toggle password visibility", which a search for the
    // field labelled "Password" would also find.
    PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Show or hide the characters' } } },
    // Mantine keeps a closed dropdown's listbox in the page, labelled by the field's label:
    // "Country" would then name two elements. Mount the options only while open.
    Select: { defaultProps: { comboboxProps: { keepMounted: false } } },
  },
});
