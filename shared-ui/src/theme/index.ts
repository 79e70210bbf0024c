export { theme } from './theme';
export { AppThemeProvider } from './app-theme-provider';
