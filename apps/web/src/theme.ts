import { Badge, type CSSVariablesResolver, createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  headings: { fontWeight: '700' },
  components: {
    // Issue 20: no text-transform, so that 'm²' never reads 'M²' and labels keep their accents' case.
    Badge: Badge.extend({ styles: { label: { textTransform: 'none' } } }),
  },
});

/**
 * Issue 20, WCAG AA: 'dimmed' helper texts (Mantine's gray 6, 3.3:1 on white) are drawn in gray 7
 * (#495057, 8:1), so that every text reaches 4.5:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7] },
  dark: {},
});
