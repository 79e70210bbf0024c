import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import * as projectAnnotations from './preview';

// Applies the preview's decorators and the a11y addon's axe run to every story test.
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);

// A play function's `findBy…` and `waitFor` wait for what a visitor would see. On a loaded
// two-core machine a dialog's transition, a video starting or a lazy chunk can take seconds,
// not the default 1 s; a story that is really broken still fails, only later
// (docs/testing.md, "Tests under load").
configure({ asyncUtilTimeout: 15_000 });
