import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ProfessionalSummary } from './professional-card';
import { ProfessionalsRows } from './professionals-section';

const people: ProfessionalSummary[] = [
  ['Aline Uwase', 'Photographer', ['Photography', 'Editing']],
  ['Jean Bosco Nkurunziza', 'Videographer', ['Video Production', 'Drone']],
  ['Grace Mukamana', 'Digital Marketer', ['Social Media', 'Analytics']],
  ['Eric Habimana', 'Graphic Designer', ['Branding', 'Illustration']],
  ['Divine Ingabire', 'Protocol Officer', ['Event Protocol']],
  ['Patrick Mugisha', 'Translator', ['Kinyarwanda', 'French', 'English', 'Swahili']],
  ['Diane Uwimana', 'Copywriter', ['Copywriting']],
  ['Claude Niyonzima', 'Ads Specialist', ['PPC Campaigns', 'Display Advertising']],
].map(([fullName, title, skills], index) => ({
  id: String(index + 1),
  fullName: String(fullName),
  title: String(title),
  skills: Array.isArray(skills) ? skills : [],
  // Seeded portraits for some people; the rest fall back to initials.
  profilePic: index % 3 === 0 ? `/media/seed/avatar-${index + 1}.svg` : null,
  tasksCompleted: 10 + index * 7,
}));

const meta = {
  title: 'Content/ProfessionalsRows',
  component: ProfessionalsRows,
  args: { query: { isLoading: false, data: people }, activeCount: 45 },
  decorators: [
    (Story) => (
      <Box sx={{ py: 3 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ProfessionalsRows>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // An exact figure: no "+" unless the caller knows there are more.
    await expect(canvas.getByText('45 Active Professionals')).toBeInTheDocument();
    const first = canvas.getByRole('region', { name: 'Active professionals' });
    const second = canvas.getByRole('region', { name: 'More active professionals' });
    // Only the visible copy of each row is exposed: five in the first row, the rest in the second.
    await expect(within(first).getAllByRole('heading')).toHaveLength(5);
    await expect(within(second).getAllByRole('heading')).toHaveLength(3);
    await expect(
      within(second).getByRole('heading', { name: 'Patrick Mugisha' }),
    ).toBeInTheDocument();
    // Without a photo, the avatar shows the initials.
    await expect(within(first).getAllByText('JN')).toHaveLength(2); // original and loop copy
  },
};

export const OneRow: Story = {
  args: { query: { isLoading: false, data: people.slice(0, 3) }, activeCount: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 Active Professionals')).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'More active professionals' })).toBeNull();
  },
};

export const MoreThanShown: Story = {
  args: {
    query: { isLoading: false, data: people.slice(0, 3) },
    activeCount: 3,
    countIsMinimum: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3+ Active Professionals')).toBeInTheDocument();
  },
};

export const BrokenPhoto: Story = {
  args: {
    query: {
      isLoading: false,
      data: [
        {
          id: 'x',
          fullName: 'Eric Habimana',
          title: 'Graphic Designer',
          profilePic: '/media/missing-photo.png',
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    // A photo that fails to load falls back to the initials.
    await expect((await within(canvasElement).findAllByText('EH')).length).toBeGreaterThan(0);
  },
};

/**
 * On a French page, a professional whose title and skills have no French translation: the card
 * says so in the page's language and marks those texts as English; the name has no language.
 */
export const InEnglishOnAFrenchPage: Story = {
  args: {
    query: {
      isLoading: false,
      data: [
        { ...people[0], inOtherLanguage: { lang: 'en', label: 'En anglais' } },
        { ...people[1], title: 'Vidéaste', skills: ['Production vidéo'] },
      ],
    },
    activeCount: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole('region', { name: 'Active professionals' }));
    const english = rows.getAllByRole('article')[0];
    const french = rows.getAllByRole('article')[1];
    await expect(within(english).getByText('En anglais')).toBeVisible();
    for (const text of [
      within(english).getByText('Photographer'),
      within(english).getByText('Editing'),
    ]) {
      const marked = text.closest('[lang]');
      await expect(marked).toHaveAttribute('lang', 'en');
      await expect(english).toContainElement(marked as HTMLElement);
    }
    await expect(english.contains(within(english).getByRole('heading').closest('[lang]'))).toBe(
      false,
    );
    await expect(within(french).queryByText('En anglais')).toBeNull();
    await expect(french.querySelector('[lang]')).toBeNull();
  },
};

export const Loading: Story = {
  args: { query: { isLoading: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAccessibleName(
      'Loading professionals...',
    );
  },
};

export const Empty: Story = {
  args: { query: { isLoading: false, data: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No professionals found.')).toBeInTheDocument();
  },
};

export const Error: Story = {
  args: {
    query: {
      isLoading: false,
      // `Error` is this story's name here.
      error: new globalThis.Error('Could not load professionals. Check your connection.'),
      mutate: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.query.mutate).toHaveBeenCalledOnce();
  },
};

export const LongText: Story = {
  args: {
    query: {
      isLoading: false,
      data: [
        {
          id: 'long',
          fullName: 'Marie-Claire Uwamahoro Nyirabahizi Mukeshimana',
          title: 'Senior bilingual conference interpreter and event protocol coordinator',
          skills: [
            'Conference interpretation',
            'Protocol',
            'Administrative support',
            'Translation',
          ],
        },
        ...people.slice(1),
      ],
    },
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
