import { createTheme } from '@mui/material/styles';

/**
 * The keyboard focus indicator of every interactive element (WCAG 2.2 focus appearance): a
 * 2 px ring in the primary colour 2 px outside the element, with a white band between them so
 * it also reads on dark backgrounds (hero, footer). MUI's focus ripple is switched off below
 * wherever it would otherwise be the only sign of focus.
 */
export const focusRing = {
  outline: '2px solid #0b4f9c',
  outlineOffset: 2,
  boxShadow: '0 0 0 2px #ffffff',
} as const;

const focusVisible = { '&:focus-visible, &.Mui-focusVisible': focusRing } as const;

// Every foreground/background pair below was chosen for a contrast ratio of at
// least 4.5:1 (WCAG 2.2 AA for body text): the axe gate in `npm test` fails otherwise.
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#0b4f9c', dark: '#083a73', light: '#3d74b8', contrastText: '#ffffff' },
    secondary: { main: '#a3204f', dark: '#781539', light: '#c2497a', contrastText: '#ffffff' },
    // Yellow badges keep dark text: white on yellow can never reach 4.5:1. As a text
    // colour on white, use warning.dark.
    warning: { main: '#f5c342', dark: '#8a5a00', light: '#fbe08f', contrastText: '#1f1a00' },
    success: { main: '#1e6b34', dark: '#144a24', light: '#4c9a61', contrastText: '#ffffff' },
    info: { main: '#0a5a8f', dark: '#063f66', light: '#3f86b8', contrastText: '#ffffff' },
    error: { main: '#b3261e', dark: '#8c1d18', light: '#d9544d', contrastText: '#ffffff' },
    text: { primary: '#1a1f2b', secondary: '#4a5263' },
    background: { default: '#f7f8fb', paper: '#ffffff' },
    divider: 'rgba(26, 31, 43, 0.14)',
  },
  shape: { borderRadius: 10 },
  spacing: 8,
  breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: 'clamp(2.25rem, 5vw, 3.5rem)', fontWeight: 800, lineHeight: 1.1 },
    h2: { fontSize: 'clamp(1.875rem, 4vw, 2.75rem)', fontWeight: 800, lineHeight: 1.15 },
    h3: { fontSize: 'clamp(1.5rem, 3vw, 2rem)', fontWeight: 700, lineHeight: 1.2 },
    h4: { fontSize: '1.5rem', fontWeight: 700 },
    h5: { fontSize: '1.25rem', fontWeight: 700 },
    h6: { fontSize: '1.0625rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      // Links, the skip link, focusable regions and native controls outside MUI's ButtonBase.
      styleOverrides: { ':focus-visible': focusRing },
    },
    // ButtonBase resets the outline; these put the ring back on every MUI button-like control.
    MuiButtonBase: {
      defaultProps: { focusRipple: false },
      styleOverrides: { root: focusVisible },
    },
    MuiButton: {
      defaultProps: { disableElevation: true, disableFocusRipple: true },
      styleOverrides: { root: { borderRadius: 999, paddingInline: 20, ...focusVisible } },
    },
    MuiIconButton: {
      defaultProps: { disableFocusRipple: true },
      styleOverrides: { root: focusVisible },
    },
    MuiFab: { defaultProps: { disableFocusRipple: true } },
    MuiToggleButton: { defaultProps: { disableFocusRipple: true } },
    MuiCardActionArea: {
      // The card's grey focus highlight is too faint to be the only indicator.
      styleOverrides: { root: focusVisible, focusHighlight: { display: 'none' } },
    },
    MuiLink: { defaultProps: { underline: 'hover' }, styleOverrides: { root: focusVisible } },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { borderRadius: 16 } },
    },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    MuiTextField: { defaultProps: { fullWidth: true } },
  },
});
