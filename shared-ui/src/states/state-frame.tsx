import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** The empty and error states stand centred in the place of the content they replace. */
export function StateFrame({
  gap,
  py,
  children,
}: {
  gap: number;
  py: number;
  children: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap,
        py,
        px: 2,
      }}
    >
      {children}
    </Box>
  );
}
