import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as projectAnnotations from './preview';

// Applies the preview's decorators and the a11y addon's axe run to every story test.
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);
