import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { m } from '../../paraglide/messages.js';

/** Resources > Section > this page, so a visitor who arrived by a link can find the rest. */
export function ResourceBreadcrumb({
  section,
  sectionTo,
  title,
}: {
  section: string;
  sectionTo: string;
  title: string;
}) {
  return (
    <Breadcrumbs aria-label={m.breadcrumb()} sx={{ mb: 3 }}>
      <Link component={RouterLink} to="/resources">
        {m.nav_resources()}
      </Link>
      <Link component={RouterLink} to={sectionTo}>
        {section}
      </Link>
      <Typography color="text.primary" aria-current="page">
        {title}
      </Typography>
    </Breadcrumbs>
  );
}
