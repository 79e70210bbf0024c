import type { LegalPage } from './legal-pages';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { kigaliDate } from '../../i18n/formats';
import { m } from '../../paraglide/messages.js';

export function LegalDocument({ page }: { page: LegalPage }) {
  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography variant="h2" component="h1">
        {page.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 4 }}>
        {m.legal_last_updated()} <time dateTime={page.updated}>{kigaliDate(page.updated)}</time>
      </Typography>
      {page.sections.map((section) => (
        <section key={section.heading}>
          <Typography variant="h5" component="h2" sx={{ mt: 4, mb: 1 }}>
            {section.heading}
          </Typography>
          <Typography>{section.body}</Typography>
        </section>
      ))}
    </Container>
  );
}
