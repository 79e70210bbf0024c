import type { Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { routerSiteLinks } from '../shared-ui/src/router-site-links';
import { SiteLinksContext } from '../shared-ui/src/site-links';
import { AppThemeProvider } from '../shared-ui/src/theme';

const preview: Preview = {
  decorators: [
    (Story, context) => {
      // Stories that render route-aware components (NavLink, active states) set
      // `parameters.route` to choose where the router starts.
      const route: unknown = context.parameters['route'];
      return (
        <MemoryRouter initialEntries={[typeof route === 'string' ? route : '/']}>
          <SiteLinksContext value={routerSiteLinks}>
            {/* A fresh SWR cache per story, so app stories never see each other's data. */}
            <SWRConfig value={{ provider: () => new Map() }}>
              <AppThemeProvider>
                <Story />
              </AppThemeProvider>
            </SWRConfig>
          </SiteLinksContext>
        </MemoryRouter>
      );
    },
  ],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: {
      // 'error' turns every axe violation into a failing story test.
      test: 'error',
      options: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
