import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useDocTexts } from './content/doc-articles';
import { docSections, filterDocSections } from './docs-sections';
import { m } from '../../paraglide/messages.js';

/** The search box filters the docs link lists as the visitor types. */
export function DocsSearch({
  query,
  onChange,
}: {
  query: string;
  onChange: (query: string) => void;
}) {
  return (
    <TextField
      type="search"
      value={query}
      onChange={(event) => onChange(event.target.value)}
      placeholder={m.docs_search_placeholder()}
      fullWidth
      slotProps={{ htmlInput: { 'aria-label': m.docs_search_label() } }}
      sx={{ bgcolor: 'common.white', borderRadius: 1, maxWidth: 560 }}
    />
  );
}

export function DocsLinkGrid({ query }: { query: string }) {
  const sections = filterDocSections(docSections(useDocTexts()), query);
  if (sections.length === 0)
    return (
      <Typography role="status" sx={{ textAlign: 'center', py: 4 }}>
        {m.docs_no_match({ query: query.trim() })}
      </Typography>
    );
  return (
    <Grid container spacing={3}>
      {sections.map((section) => (
        <Grid key={section.id} size={{ xs: 12, sm: 6, md: 4 }}>
          <Card id={section.id} component="section" sx={{ height: '100%', scrollMarginTop: 80 }}>
            <CardContent>
              <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
                {section.title}
              </Typography>
              <ul style={{ margin: 0, paddingLeft: 20 }}>
                {section.links.map((link) => (
                  <li key={link.label}>
                    <Link
                      component={RouterLink}
                      to={link.to}
                      sx={{ display: 'inline-block', py: 0.5 }}
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

/** State shared by the hero's search box and the link grid below it. */
export function useDocsQuery() {
  return useState('');
}
