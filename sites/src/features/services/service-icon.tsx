import BusinessCenterIcon from '@mui/icons-material/BusinessCenter';
import CameraAltIcon from '@mui/icons-material/CameraAlt';
import CampaignIcon from '@mui/icons-material/Campaign';
import FlagIcon from '@mui/icons-material/Flag';
import TranslateIcon from '@mui/icons-material/Translate';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import WorkOutlineIcon from '@mui/icons-material/Work';

// The database stores an icon name per service; unknown names get a neutral icon.
const icons: Record<string, typeof WorkOutlineIcon> = {
  camera: CameraAltIcon,
  'trending-up': TrendingUpIcon,
  megaphone: CampaignIcon,
  flag: FlagIcon,
  translate: TranslateIcon,
  briefcase: BusinessCenterIcon,
};

export function ServiceIcon({ name }: { name: string | null }) {
  const Icon = (name && icons[name]) || WorkOutlineIcon;
  return <Icon />;
}
