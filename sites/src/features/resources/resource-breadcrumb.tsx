import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

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
    <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 3 }}>
      <Link component={RouterLink} to="/resources">
        Resources
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
