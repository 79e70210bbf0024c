import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LanguageIcon from '@mui/icons-material/Language';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';

// Unknown networks still get a recognisable "web" glyph rather than nothing.
export function SocialIcon({ label }: { label: string }) {
  switch (label.toLowerCase()) {
    case 'facebook':
      return <FacebookIcon />;
    case 'instagram':
      return <InstagramIcon />;
    case 'linkedin':
      return <LinkedInIcon />;
    case 'x':
    case 'twitter':
      return <XIcon />;
    case 'youtube':
      return <YouTubeIcon />;
    default:
      return <LanguageIcon />;
  }
}
