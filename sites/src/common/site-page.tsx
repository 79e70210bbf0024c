import { Hero, type HeroProps } from '@inzira/shared-ui/hero';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SitePageHead, type SitePageHeadProps } from './site-page-head';

export interface SitePageProps {
  /** The head tags: the tab's title, the canonical path and the description search engines show. */
  head: SitePageHeadProps;
  /** The page's h1 (the head's title unless it says otherwise) and what stands around it. */
  hero: Omit<HeroProps, 'children' | 'title'> & { title?: string };
  /** What the hero holds below its text, e.g. a search box or a button. */
  inHero?: ReactNode;
  children?: ReactNode;
}

/** Every public page opens the same way: its head tags, then its hero with the page's h1. */
export function SitePage({ head, hero, inHero, children }: SitePageProps) {
  return (
    <>
      <SitePageHead {...head} />
      <Hero {...hero} title={hero.title ?? head.title}>
        {inHero}
      </Hero>
      {children}
    </>
  );
}

/** The body of a page below its hero, with the site's usual margins. */
export function PageBody({ children }: { children: ReactNode }) {
  return <Container sx={{ py: { xs: 6, md: 10 } }}>{children}</Container>;
}

export interface SectionHeadingProps {
  children: ReactNode;
  /** Space above and below, in theme spacing units. */
  mt?: number;
  mb?: number;
}

/** A section's centred h2 on a public page. */
export function SectionHeading({ children, mt, mb = 5 }: SectionHeadingProps) {
  return (
    <Typography variant="h2" sx={{ mt, mb, textAlign: 'center' }}>
      {children}
    </Typography>
  );
}

export interface PageSectionProps {
  title: string;
  /** Space below the heading, in theme spacing units. */
  titleGap?: number;
  children: ReactNode;
}

/** A page's main section under its hero: a container with a centred h2. */
export function PageSection({ title, titleGap, children }: PageSectionProps) {
  return (
    <Container component="section" sx={{ py: { xs: 4, md: 8 } }}>
      <SectionHeading mb={titleGap}>{title}</SectionHeading>
      {children}
    </Container>
  );
}
