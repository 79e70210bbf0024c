import { AppThemeProvider } from '@inzira/shared-ui/theme';
import { render, screen } from '@testing-library/react';
import { SnackbarProvider, useSnackbar, type VariantType } from 'notistack';
import { useEffect } from 'react';
import { expect, it } from 'vitest';
import { noticeComponents } from './notice-content';

function Notice({ variant }: { variant: VariantType }) {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    enqueueSnackbar(`A ${variant} notice`, { variant });
  }, [enqueueSnackbar, variant]);
  return null;
}

/** The 0-255 channels of "#rgb", "#rrggbb" or "rgb(r, g, b)". */
function channels(colour: string): number[] {
  const short = /^#([\da-f])([\da-f])([\da-f])$/i.exec(colour);
  if (short) return short.slice(1).map((digit) => parseInt(`${digit}${digit}`, 16));
  const hex = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(colour);
  if (hex) return hex.slice(1).map((pair) => parseInt(pair, 16));
  return (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number).slice(0, 3);
}

/** WCAG relative luminance. */
function luminance(colour: string): number {
  const [r = 0, g = 0, b = 0] = channels(colour).map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

it.each(['success', 'error', 'warning', 'info'] as const)(
  'a %s notice reads at AA contrast',
  async (variant) => {
    render(
      <AppThemeProvider>
        <SnackbarProvider Components={noticeComponents}>
          <Notice variant={variant} />
        </SnackbarProvider>
      </AppThemeProvider>,
    );
    const message = await screen.findByText(`A ${variant} notice`);
    const notice = message.closest(`.notistack-MuiContent-${variant}`);
    if (!(notice instanceof HTMLElement)) throw new Error('no notice');
    const style = getComputedStyle(notice);
    expect(contrast(style.color, style.backgroundColor)).toBeGreaterThanOrEqual(4.5);
  },
);
