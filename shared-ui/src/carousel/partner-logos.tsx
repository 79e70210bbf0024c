import Box from '@mui/material/Box';
import { Carousel, type CarouselTexts } from './carousel';

export interface Partner {
  name: string;
  logo: string;
}

// Fictional partners: obviously invented names, logos in shared-ui/public/partners.
export const defaultPartners: Partner[] = [
  { name: 'MobiMoni', logo: '/partners/mobimoni.svg' },
  { name: 'Managely', logo: '/partners/managely.svg' },
  { name: 'Paysa Pay', logo: '/partners/paysa.svg' },
  { name: 'TechHill Labs', logo: '/partners/techhill.svg' },
  { name: 'Umuco Media', logo: '/partners/umuco-media.svg' },
  { name: 'Kivu Events', logo: '/partners/kivu-events.svg' },
];

export function PartnerLogos({
  partners = defaultPartners,
  label = 'Our partners',
  texts,
}: {
  partners?: Partner[];
  label?: string;
  texts?: CarouselTexts;
}) {
  return (
    <Carousel label={label} durationSeconds={30} texts={texts}>
      {partners.map((partner) => (
        <Box
          key={partner.name}
          component="img"
          src={partner.logo}
          alt={partner.name}
          width={180}
          height={60}
          loading="lazy"
          sx={{ display: 'block', objectFit: 'contain' }}
        />
      ))}
    </Carousel>
  );
}
