import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { expect, within } from 'storybook/test';
import { brand } from '../brand';
import { theme } from './theme';

const swatches = ['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const;

/**
 * Every brand colour with its text colour; axe checks each pair for AA contrast.
 * Warning is a yellow fill: as a text colour use warning.dark (yellow text never passes).
 */
function ThemeOverview() {
  return (
    <Box sx={{ p: 3 }}>
      <Typography variant="h1">{brand.name}</Typography>
      <Typography variant="h2">Heading 2</Typography>
      <Typography variant="h3">Heading 3</Typography>
      <Typography sx={{ mt: 1 }}>{brand.tagline}</Typography>
      <Typography color="text.secondary">Secondary text on the default background.</Typography>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', mt: 3 }}>
        {swatches.map((name) => (
          <Box
            key={name}
            data-swatch={name}
            sx={{
              width: 160,
              p: 2,
              borderRadius: 2,
              bgcolor: `${name}.main`,
              color: `${name}.contrastText`,
            }}
          >
            <Typography sx={{ fontWeight: 700 }}>{name}</Typography>
            <Typography variant="body2">{theme.palette[name].main}</Typography>
          </Box>
        ))}
      </Stack>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mt: 3 }}>
        <Button variant="contained">Contained</Button>
        <Button variant="outlined">Outlined</Button>
        <Button>Text</Button>
        <Button variant="contained" color="secondary">
          Secondary
        </Button>
        {swatches.map((name) => (
          <Chip key={name} label={name} color={name} />
        ))}
        {swatches.map((name) => (
          <Typography
            key={name}
            sx={{ color: name === 'warning' ? 'warning.dark' : `${name}.main` }}
            data-text={name}
          >
            {name} text
          </Typography>
        ))}
      </Stack>
    </Box>
  );
}

const meta = {
  title: 'Foundations/Theme',
  component: ThemeOverview,
} satisfies Meta<typeof ThemeOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Inzira' }),
    ).toBeInTheDocument();
    // Buttons keep sentence case (no forced uppercase).
    await expect(
      getComputedStyle(within(canvasElement).getByRole('button', { name: 'Contained' }))
        .textTransform,
    ).toBe('none');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
