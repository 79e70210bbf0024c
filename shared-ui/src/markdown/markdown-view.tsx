import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useId, useState, type ComponentProps } from 'react';
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
 * The HTML the prerender wrote for the view with this id, while React hydrates it: the element
 * carries the view's `useId`, which a component shares with the server's markup only while it
 * hydrates (React gives components it renders in the browser ids of another form).
 */
function prerenderedHtml(id: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const element of document.querySelectorAll('[data-markdown]')) {
    if (element.getAttribute('data-markdown') === id) return element.innerHTML;
  }
  return undefined;
}

/**
 * Safe markdown: GitHub-flavoured syntax, no raw HTML (it shows as text), react-markdown's URL
 * filter (no `javascript:` links), external links with `rel="noopener noreferrer"`.
 *
 * On a prerendered page, hydration keeps the markdown's HTML as the build wrote it (from this same
 * renderer) instead of parsing the markdown again: one post's parse was the longest task of its
 * page's start on a phone (docs/performance.md, "Less work before interaction"). The HTML holds
 * no handler to attach (links and images only). Markdown that changes after hydration (fresher
 * content from the database) is rendered as usual.
 */
export function MarkdownView({ markdown }: MarkdownViewProps) {
  const id = useId();
  const [hydratedFrom] = useState(() => {
    const html = prerenderedHtml(id);
    return html === undefined ? undefined : { html, markdown };
  });
  const keepsPrerendered = hydratedFrom?.markdown === markdown;
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
      data-markdown={id}
      // A new element when the markdown changes from the prerendered one to another.
      key={keepsPrerendered ? 'prerendered' : 'rendered'}
      {...(keepsPrerendered ? { dangerouslySetInnerHTML: { __html: hydratedFrom.html } } : {})}
    >
      {keepsPrerendered ? undefined : (
        <Markdown remarkPlugins={[remarkGfm, remarkLiteralHtml]} components={components}>
          {markdown}
        </Markdown>
      )}
    </Box>
  );
}
