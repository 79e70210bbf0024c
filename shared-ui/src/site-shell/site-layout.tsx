import { Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { headerIsland, IslandBox } from '../island';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import {
  englishSiteShellTexts,
  SiteShellTextsContext,
  useSiteShellTexts,
  type SiteShellTexts,
} from './site-shell-texts';

export interface SiteLayoutProps {
  children: ReactNode;
  /** The shell's words in the visitor's language (English by default). */
  texts?: SiteShellTexts;
  /** The site's language choice, in the header and the phone drawer. */
  languageSwitcher?: ReactNode;
}

export function SiteLayout({
  children,
  texts = englishSiteShellTexts,
  languageSwitcher,
}: SiteLayoutProps) {
  return (
    <SiteShellTextsContext value={texts}>
      <SiteFrame languageSwitcher={languageSwitcher}>{children}</SiteFrame>
    </SiteShellTextsContext>
  );
}

function SiteFrame({ children, languageSwitcher }: Omit<SiteLayoutProps, 'texts'>) {
  const texts = useSiteShellTexts();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box
        component="a"
        href="#main-content"
        // Visually hidden until focused; then it takes its own row above the header so
        // it never covers another control.
        sx={{
          position: 'absolute',
          width: 1,
          height: 1,
          overflow: 'hidden',
          clipPath: 'inset(50%)',
          whiteSpace: 'nowrap',
          '&:focus': {
            position: 'static',
            width: 'auto',
            height: 'auto',
            clipPath: 'none',
            alignSelf: 'flex-start',
            m: 1,
            px: 2,
            py: 1,
            borderRadius: 1,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          },
        }}
      >
        {texts.skipToContent}
      </Box>
      {/* Header and footer hydrate as their own units of work (a prerendered page's hydration
          yields to the browser between Suspense boundaries instead of one long task). */}
      <Suspense>
        <IslandBox island={headerIsland}>
          <SiteHeader languageSwitcher={languageSwitcher} />
        </IslandBox>
      </Suspense>
      {/* tabIndex lets the skip link move keyboard focus, not just scroll. */}
      <Box component="main" id="main-content" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {children}
      </Box>
      <Suspense>
        <SiteFooter />
      </Suspense>
    </Box>
  );
}
