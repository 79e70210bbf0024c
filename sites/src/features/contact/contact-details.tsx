import { brand, whatsappUrl } from '@inzira/shared-ui/brand';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import EmailIcon from '@mui/icons-material/Email';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PhoneIcon from '@mui/icons-material/Phone';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { OfficeHours } from './office-hours';
import { m } from '../../paraglide/messages.js';

function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack aria-hidden sx={{ color: 'primary.main', pt: 0.25 }}>
        {icon}
      </Stack>
      <div>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {label}
        </Typography>
        {children}
      </div>
    </Stack>
  );
}

/**
 * Phones, WhatsApp, e-mail and office address from the brand config, and the office hours
 * from the consultation hours; every way to reach the agency is a link.
 */
export function ContactDetails() {
  const mapUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(brand.address)}`;
  return (
    <Paper
      component="section"
      aria-labelledby="contact-details"
      sx={{ p: { xs: 3, md: 4 }, height: '100%' }}
    >
      <Typography id="contact-details" variant="h4" component="h2" sx={{ mb: 3 }}>
        {m.contact_details_heading()}
      </Typography>
      <Stack spacing={3}>
        <Detail icon={<PhoneIcon />} label={m.field_phone()}>
          {brand.phones.map((phone) => (
            <Link
              key={phone}
              href={`tel:${phone.replace(/\s+/g, '')}`}
              sx={{ display: 'block', py: 0.5 }}
            >
              {phone}
            </Link>
          ))}
        </Detail>
        <Detail icon={<WhatsAppIcon />} label={m.contact_whatsapp()}>
          <Link
            href={whatsappUrl(brand.whatsapp)}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ display: 'block', py: 0.5 }}
          >
            {m.contact_chat_whatsapp({ number: brand.whatsapp })}
          </Link>
        </Detail>
        <Detail icon={<EmailIcon />} label={m.field_email()}>
          <Link href={`mailto:${brand.email}`} sx={{ display: 'block', py: 0.5 }}>
            {brand.email}
          </Link>
        </Detail>
        <Detail icon={<LocationOnIcon />} label={m.contact_office()}>
          <Link
            href={mapUrl}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ display: 'block', py: 0.5 }}
          >
            {brand.address}
          </Link>
        </Detail>
        <Detail icon={<AccessTimeIcon />} label={m.contact_office_hours()}>
          <OfficeHours />
        </Detail>
      </Stack>
    </Paper>
  );
}
