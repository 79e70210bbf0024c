import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

/** Cards per grid row: 3 on large screens, 2 on tablets, 1 on phones. */
export function useColumns(): number {
  const theme = useTheme();
  const large = useMediaQuery(theme.breakpoints.up('md'));
  const medium = useMediaQuery(theme.breakpoints.up('sm'));
  if (large) return 3;
  return medium ? 2 : 1;
}
