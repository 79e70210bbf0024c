import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { formatKigaliDate } from '../dates';
import type { LegalPage } from './brand';

/** Renders one of brand.legal's pages (terms, privacy, cookies) as plain text. */
export function LegalDocument({ page }: { page: LegalPage }) {
  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h2" component="h1">
        {page.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        Last updated <time dateTime={page.updated}>{formatKigaliDate(page.updated)}</time>
      </Typography>
      {page.sections.map((section) => (
        <section key={section.heading}>
          <Typography variant="h5" component="h2" sx={{ mt: 4 }}>
            {section.heading}
          </Typography>
          <Typography sx={{ mt: 1, lineHeight: 1.75 }}>{section.body}</Typography>
        </section>
      ))}
    </Container>
  );
}
