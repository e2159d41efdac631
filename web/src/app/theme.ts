import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** One deep blue brand colour (UI.md); shade 8 carries white text at well above AA contrast. */
const brand: MantineColorsTuple = [
  '#ebf1fb',
  '#d5e0f3',
  '#a8bfe6',
  '#789bd9',
  '#507dce',
  '#376ac8',
  '#2a5fc6',
  '#1d4faf',
  '#15459d',
  '#0b3a8b',
];

export const theme = createTheme({
  colors: { brand },
  primaryColor: 'brand',
  black: '#1b2533',
  primaryShade: { light: 8, dark: 5 },
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  headings: { fontWeight: '650' },
  focusRing: 'auto',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Select: { defaultProps: { size: 'md', allowDeselect: false } },
    Paper: { defaultProps: { radius: 'lg' } },
  },
});

/**
 * Mantine's dimmed grey and error red fall under 4.5:1 on white and on our page background;
 * these pass WCAG AA for body-size text.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5b6472', '--mantine-color-error': '#c92a2a' },
  dark: {},
});
