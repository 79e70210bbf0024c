import { brand } from '@inzira/shared-ui/brand';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { m } from '../../paraglide/messages.js';

/** The company's legal identity from the brand config, as a client's procurement team asks. */
export function RegistrationDetails() {
  const { legalName, registry, companyCode, taxId } = brand.registration;
  const rows = [
    { term: m.registration_legal_name(), value: legalName },
    { term: m.registration_registry(), value: registry },
    { term: m.registration_company_code(), value: companyCode },
    { term: m.registration_tax_id(), value: taxId },
  ];
  return (
    <Paper component="section" aria-labelledby="registration" sx={{ p: { xs: 3, md: 4 } }}>
      <Typography id="registration" component="h2" variant="h4" sx={{ mb: 2 }}>
        {m.registration_heading()}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1 }}
      >
        {rows.map((row) => (
          <Box key={row.term} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {row.term}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {row.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
