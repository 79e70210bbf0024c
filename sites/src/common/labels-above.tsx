import Box from '@mui/material/Box';
import { ThemeProvider, useTheme, type Theme } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';

/**
 * Every label above its field, as a form that is on screen before its code must show it (in
 * the app a label moves up on focus or once filled, which takes JavaScript; typed before then,
 * the text would run over the label). Focus shows by CSS alone (`focusWithin`), so a field
 * focused before the app has started looks focused too.
 */
export const labelsAbove = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiInputLabel: { defaultProps: { shrink: true } },
    MuiOutlinedInput: { defaultProps: { notched: true } },
  },
});

/** The app's focused-field look, by `:focus-within` rather than MUI's focus state. */
const focusWithin = {
  '& .MuiFormControl-root:focus-within .MuiFormLabel-root:not(.Mui-error)': {
    color: 'primary.main',
  },
  '& .MuiOutlinedInput-root:focus-within .MuiOutlinedInput-notchedOutline': {
    borderWidth: 2,
  },
  '& .MuiOutlinedInput-root:not(.Mui-error):focus-within .MuiOutlinedInput-notchedOutline': {
    borderColor: 'primary.main',
  },
} as const;

/** `children` with every label above its field, focus shown before the app has started. */
export function LabelsAbove({ children }: { children: ReactNode }) {
  // The theme around it (MUI's default when there is none), changed once.
  const outer = useTheme();
  const theme = useMemo(() => labelsAbove(outer), [outer]);
  return (
    <ThemeProvider theme={theme}>
      <Box sx={focusWithin}>{children}</Box>
    </ThemeProvider>
  );
}
