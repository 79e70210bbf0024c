import Box from '@mui/material/Box';
import type { Decorator } from '@storybook/react-vite';

/** A story's padding, and the width of the column a card sits in on the page. */
export const framed =
  (maxWidth?: number): Decorator =>
  (Story) => (
    <Box sx={{ p: 2, maxWidth }}>
      <Story />
    </Box>
  );
