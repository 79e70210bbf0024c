import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuIcon from '@mui/icons-material/Menu';
import { expect, userEvent, within } from 'storybook/test';
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
        <IconButton aria-label="Menu">
          <MenuIcon />
        </IconButton>
        <Link href="#theme">A link</Link>
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

/** Keyboard focus shows a solid ring of at least 2 px on buttons, icon buttons and links. */
export const FocusRing: Story = {
  play: async ({ canvas }) => {
    for (const target of [
      canvas.getByRole('button', { name: 'Contained' }),
      canvas.getByRole('button', { name: 'Menu' }),
      canvas.getByRole('link', { name: 'A link' }),
    ]) {
      target.blur();
      // A keyboard-only focus: Tab from the element before it.
      (target.previousElementSibling as HTMLElement | null)?.focus();
      await userEvent.tab();
      await expect(target).toHaveFocus();
      const style = getComputedStyle(target);
      await expect(style.outlineStyle).toBe('solid');
      await expect(parseFloat(style.outlineWidth)).toBeGreaterThanOrEqual(2);
    }
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
