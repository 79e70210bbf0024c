import type { SxProps, Theme } from '@mui/material/styles';

// Text that screen readers announce but sighted users do not need to see
// (e.g. the label of a skeleton placeholder).
export const visuallyHiddenSx: SxProps<Theme> = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
};
