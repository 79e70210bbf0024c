import { useSyncExternalStore } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { expect, waitFor } from 'storybook/test';
import { PageHead, type PageHeadProps } from './page-head';

function readHead() {
  const content = (selector: string) =>
    document.head.querySelector(selector)?.getAttribute('content') ?? '—';
  return [
    ['title', document.title],
    ['description', content('meta[name="description"]')],
    [
      'canonical',
      document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '—',
    ],
    ['og:title', content('meta[property="og:title"]')],
    ['og:url', content('meta[property="og:url"]')],
    ['og:image', content('meta[property="og:image"]')],
    ['robots', content('meta[name="robots"]')],
  ] as const;
}

// PageHead renders nothing visible; the story lists what it put in <head> so
// designers can review titles and share texts.
function subscribeToHead(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.head, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  return () => observer.disconnect();
}

const headSnapshot = () => readHead().flat().join('\n');

function PageHeadPreview(props: PageHeadProps) {
  // Re-renders whenever React (or anything else) changes <head>.
  useSyncExternalStore(subscribeToHead, headSnapshot);
  const head = readHead();
  return (
    <Box sx={{ p: 3 }}>
      <PageHead {...props} />
      <Typography variant="h6" component="h1" gutterBottom>
        Head tags
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, m: 0 }}
      >
        {head.map(([name, value]) => (
          <Box key={name} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontWeight: 'bold' }}>
              {name}
            </Box>
            <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

const meta = {
  title: 'Page/PageHead',
  component: PageHeadPreview,
  args: {
    title: 'Services',
    description:
      'Content creation, digital marketing, event protocol and translation professionals in Rwanda.',
    path: '/services',
    siteUrl: 'https://inzira.example.com/',
  },
} satisfies Meta<typeof PageHeadPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const headContent = (selector: string) =>
  document.head.querySelector(selector)?.getAttribute('content');

export const Default: Story = {
  play: async () => {
    await waitFor(() => expect(document.title).toBe('Services | Inzira'));
    await expect(headContent('meta[name="description"]')).toBe(
      'Content creation, digital marketing, event protocol and translation professionals in Rwanda.',
    );
    await expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://inzira.example.com/services',
    );
    await expect(headContent('meta[property="og:title"]')).toBe('Services | Inzira');
    await expect(headContent('meta[property="og:url"]')).toBe(
      'https://inzira.example.com/services',
    );
    await expect(headContent('meta[property="og:site_name"]')).toBe('Inzira');
    await expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  },
};

export const WithImage: Story = {
  args: {
    title: 'How we ran a three-day conference',
    path: '/blog/42',
    image: '/images/og-blog.jpg',
    type: 'article',
  },
  play: async () => {
    await waitFor(() => expect(document.title).toBe('How we ran a three-day conference | Inzira'));
    await expect(headContent('meta[property="og:image"]')).toBe(
      'https://inzira.example.com/images/og-blog.jpg',
    );
    await expect(headContent('meta[property="og:type"]')).toBe('article');
    await expect(headContent('meta[name="twitter:card"]')).toBe('summary_large_image');
  },
};

export const NoIndex: Story = {
  args: {
    title: 'Dashboard',
    path: '/admin/dashboard',
    siteUrl: 'https://admin.inzira.example.com',
    noIndex: true,
  },
  play: async () => {
    await waitFor(() => expect(headContent('meta[name="robots"]')).toBe('noindex, nofollow'));
  },
};

export const LongText: Story = {
  args: {
    title:
      'How a small Kigali bakery tripled its online orders with short-form video and consistent branding',
    description:
      'A long description that goes well past the hundred and sixty characters search engines show, to check that nothing in the page or the head breaks when an author writes a lot.',
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
