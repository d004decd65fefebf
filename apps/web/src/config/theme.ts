import { createTheme, PasswordInput, Select } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  components: {
    Button: { defaultProps: { radius: 'md' } },
    TextInput: { defaultProps: { size: 'sm' } },
    // Mantine keeps a closed dropdown's listbox in the page, labelled by the field's label:
    // "Country" would then name two elements. Mount the options only while open.
    // The default toggle is labelled "Toggle password visibility", which a search for the
    // field labelled "Password" would also find.
    PasswordInput: PasswordInput.extend({ defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Show or hide the characters' } } }),
    Select: Select.extend({ defaultProps: { comboboxProps: { keepMounted: false } } }),
  },
});
