import { Badge, type CSSVariablesResolver, createTheme, darken } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // WCAG AA: filled buttons, badges, light variants and links in shade 8 (blue 8 #1971c2:
  // 5:1 with white; Mantine's default shade 6 gives 3.5:1).
  primaryShade: { light: 8, dark: 8 },
  colors: {
    // Mantine's green with darker shades 8 and 9 (#2b7a3b: 5.3:1 on white, 4.8:1 on green 0).
    green: [
      '#ebfbee',
      '#d3f9d8',
      '#b2f2bb',
      '#8ce99a',
      '#69db7c',
      '#51cf66',
      '#40c057',
      '#37b24d',
      '#2b7a3b',
      '#1f5f2d',
    ],
    // Teal 8 (filled) as Mantine's teal 9 (#087f5b: 5:1 with white; teal 8 gives 3.9:1).
    teal: [
      '#e6fcf5',
      '#c3fae8',
      '#96f2d7',
      '#63e6be',
      '#38d9a9',
      '#20c997',
      '#12b886',
      '#0ca678',
      '#087f5b',
      '#06684a',
    ],
  },
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  headings: { fontWeight: '700' },
  components: {
    // No text-transform, so that 'm²' never reads 'M²' and labels keep their accents' case.
    Badge: Badge.extend({ styles: { label: { textTransform: 'none' } } }),
    // A toast's close button is named (notifications.show gives none by default); a plain object, so
    // that the theme does not bring the Notification component into the entry.
    // Under a title, its text is drawn in gray 6 (3.3:1 on white): 'dimmed' instead (gray 7, below).
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Fermer la notification' } },
      styles: (_theme: unknown, props: { title?: unknown }) =>
        props.title ? { description: { color: 'var(--mantine-color-dimmed)' } } : {},
    },
  },
});

/**
 * WCAG AA: 'dimmed' helper texts (Mantine's gray 6, 3.3:1 on white) are drawn in gray 7
 * (#495057, 8:1), so that every text reaches 4.5:1.
 */
const LIGHT_PALETTES = new Set(['yellow', 'orange', 'lime', 'cyan', 'teal']);

export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7],
    // Light variants (badges, light buttons): text in shade 9, 5:1 on their tinted background.
    ...Object.fromEntries(
      Object.keys(t.colors).map((name) => [
        `--mantine-color-${name}-light-color`,
        // Yellow and orange 9 stay pale (2.7:1 on their tint): darkened to a brown that reads.
        LIGHT_PALETTES.has(name) ? darken(t.colors[name]?.[9] ?? '', 0.45) : (t.colors[name]?.[9] ?? ''),
      ]),
    ),
  },
  dark: {},
});
