import {
  FEATURED_PROFESSIONALS,
  useFeaturedProfessionals,
} from '@inzira/shared-data/professionals';
import { ProfessionalsRows } from '@inzira/shared-ui/professionals';
import { mapQuery } from '@inzira/shared-ui/states';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { toProfessionalSummary } from '../../common/professional-cards';
import { professionalsRowsTexts } from '../../i18n/ui-texts/professionals-texts';
import { m } from '../../paraglide/messages.js';
import { siteLocale } from '../../i18n/site-locale';

export const professionalsLoadError = () => m.professionals_load_error();

/**
 * Up to 10 professionals by tasks completed, with the "N Active Professionals" badge: exact,
 * or "10+" when the query found more than the strip shows.
 */
export function ActiveProfessionals() {
  const featured = useFeaturedProfessionals({ locale: siteLocale() });
  return (
    <Box component="section" sx={{ py: { xs: 6, md: 10 }, bgcolor: 'grey.50' }}>
      <Container>
        <Typography variant="h2" sx={{ textAlign: 'center', mb: 4 }}>
          {m.professionals_heading()}
        </Typography>
        <ProfessionalsRows
          query={mapQuery(featured, (rows) =>
            rows.slice(0, FEATURED_PROFESSIONALS).map(toProfessionalSummary),
          )}
          countIsMinimum={(featured.data ?? []).length > FEATURED_PROFESSIONALS}
          errorMessage={professionalsLoadError()}
          texts={professionalsRowsTexts()}
        />
      </Container>
    </Box>
  );
}
