import { createTheme } from '@mui/material/styles';

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
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 999, paddingInline: 20 } },
    },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { borderRadius: 16 } },
    },
    MuiLink: { defaultProps: { underline: 'hover' } },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    MuiTextField: { defaultProps: { fullWidth: true } },
  },
});
