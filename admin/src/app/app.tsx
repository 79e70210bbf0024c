import { AppThemeProvider } from '@inzira/shared-ui/theme';
import { RouterProvider } from 'react-router-dom';
import { router } from './router';

export function App() {
  return (
    <AppThemeProvider>
      <RouterProvider router={router} />
    </AppThemeProvider>
  );
}
