import type { Theme } from '@mui/material/styles';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactElement, ReactNode } from 'react';
import { BookingModal } from '../features/booking';
import { labelsAbove } from '../common/labels-above';

/** A transition that is already over: the copy is static markup, shown by a script. */
function Shown({ children }: { children?: ReactNode }) {
  return children;
}

/**
 * The theme the build renders a form's copy with (docs/performance.md, "A form before the
 * app"): the dialog in place rather than in a portal, already faded in, and every label above
 * its field (labelsAbove).
 */
const staticDialogs = (outer: Theme): Theme => {
  const above = labelsAbove(outer);
  return {
    ...above,
    components: {
      ...above.components,
      MuiModal: { defaultProps: { disablePortal: true } },
      MuiDialog: { defaultProps: { slots: { transition: Shown } } },
      MuiBackdrop: { defaultProps: { slots: { transition: Shown } } },
    },
  };
};

const noop = () => {};

/** Each form a prerendered page can show before its app has started, as its dialog opens. */
export const earlyForms = {
  booking: <BookingModal open options={{}} onClose={noop} />,
} satisfies Record<string, ReactElement>;

export type EarlyFormName = keyof typeof earlyForms;

/** `form` inside the theme above. */
export function EarlyForm({ form }: { form: EarlyFormName }) {
  return <ThemeProvider theme={staticDialogs}>{earlyForms[form]}</ThemeProvider>;
}
