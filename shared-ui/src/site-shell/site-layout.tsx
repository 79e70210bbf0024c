import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function SiteLayout({ children, adminUrl }: { children: ReactNode; adminUrl: string }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box
        component="a"
        href="#main-content"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 'tooltip',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          px: 2,
          py: 1,
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        Skip to content
      </Box>
      <SiteHeader />
      {/* tabIndex lets the skip link move keyboard focus, not just scroll. */}
      <Box component="main" id="main-content" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {children}
      </Box>
      <SiteFooter adminUrl={adminUrl} />
    </Box>
  );
}
