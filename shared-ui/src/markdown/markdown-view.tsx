import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { ResponsiveImage } from '../responsive-image';
import { remarkLiteralHtml } from './literal-html';

const isExternal = (href: string) => /^(https?:)?\/\//i.test(href);

function MarkdownLink({ href = '', children }: ComponentProps<'a'>) {
  // Links leaving the site open apart and give the other site no handle on this page.
  const external = isExternal(href);
  return (
    <Link
      href={href}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      sx={{ overflowWrap: 'anywhere' }}
    >
      {children}
    </Link>
  );
}

function MarkdownImage({ src, alt }: ComponentProps<'img'>) {
  if (typeof src !== 'string' || src === '') return null;
  return (
    <ResponsiveImage
      src={src}
      alt={alt ?? ''}
      sizes="(min-width: 900px) 852px, 100vw"
      sx={{ maxWidth: '100%', height: 'auto', borderRadius: 2, display: 'block', my: 2 }}
    />
  );
}

type HeadingProps = ComponentProps<'h2'> & { node?: unknown };

/** Headings shift one level down: the post's title is the page's only `<h1>`. */
const heading =
  (Tag: 'h2' | 'h3' | 'h4' | 'h5' | 'h6') =>
  ({ node: _node, ...props }: HeadingProps) => <Tag {...props} />;

const components: Components = {
  a: MarkdownLink,
  img: MarkdownImage,
  h1: heading('h2'),
  h2: heading('h3'),
  h3: heading('h4'),
  h4: heading('h5'),
  h5: heading('h6'),
};

export interface MarkdownViewProps {
  /** The post's markdown; `#` headings become `<h2>` so the page keeps one `<h1>`. */
  markdown: string;
}

/**
 * Safe markdown: GitHub-flavoured syntax, no raw HTML (it shows as text), react-markdown's URL
 * filter (no `javascript:` links), external links with `rel="noopener noreferrer"`.
 */
export function MarkdownView({ markdown }: MarkdownViewProps) {
  return (
    <Box
      sx={{
        fontSize: '1.0625rem',
        lineHeight: 1.75,
        overflowWrap: 'anywhere',
        '& h2': { typography: 'h4', mt: 4, mb: 1.5 },
        '& h3, & h4, & h5, & h6': { typography: 'h5', mt: 3, mb: 1 },
        '& p': { my: 2 },
        '& ul, & ol': { pl: 3, my: 2 },
        '& li': { my: 0.5 },
        '& blockquote': {
          borderLeft: 4,
          borderColor: 'primary.main',
          color: 'text.secondary',
          m: 0,
          my: 2,
          pl: 2,
        },
        '& code': { fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
        '& pre': { bgcolor: 'action.hover', p: 2, borderRadius: 1, overflowX: 'auto' },
        '& table': { borderCollapse: 'collapse', display: 'block', overflowX: 'auto' },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5 },
      }}
    >
      <Markdown remarkPlugins={[remarkGfm, remarkLiteralHtml]} components={components}>
        {markdown}
      </Markdown>
    </Box>
  );
}
