import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import CampaignIcon from '@mui/icons-material/Campaign';
import CameraAltIcon from '@mui/icons-material/CameraAlt';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { expect, fn, userEvent } from 'storybook/test';
import { ServiceCard } from './service-card';
import { framed } from '../story-support/framed';

const meta = {
  title: 'Content/ServiceCard',
  component: ServiceCard,
  args: {
    title: 'Content Creation',
    description: 'Photography, design and video that tell your brand’s story.',
    features: ['Photography', 'Graphic Design', 'Video Production'],
    icon: <CameraAltIcon />,
    onBook: fn(),
  },
  decorators: [framed(380)],
} satisfies Meta<typeof ServiceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('list', { name: 'Content Creation features' })).toHaveTextContent(
      'Video Production',
    );
    await userEvent.click(canvas.getByRole('button', { name: /Book Now/ }));
    await expect(args.onBook).toHaveBeenCalledOnce();
  },
};

export const NoFeatures: Story = { args: { features: [] } };

/** On a French page, a service whose French translation is missing: its card says so. */
export const InEnglishOnAFrenchPage: Story = {
  args: {
    inOtherLanguage: { lang: 'en', label: 'En anglais' },
    bookLabel: 'Réserver',
    bookName: 'Réserver : Content Creation',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('En anglais')).toBeVisible();
    // The English texts are marked English; the label and the button speak the page's language.
    const english = canvas.getByRole('heading', { name: 'Content Creation' }).closest('[lang]');
    await expect(english).toHaveAttribute('lang', 'en');
    await expect(english).toContainElement(canvas.getByRole('list', { name: /features/ }));
    await expect(english).not.toContainElement(canvas.getByText('En anglais'));
    await expect(english).not.toContainElement(
      canvas.getByRole('button', { name: 'Réserver : Content Creation' }),
    );
  },
};

export const LongText: Story = {
  args: {
    title: 'Administrative Support (Assistance) and Translation Services',
    description:
      'Bilingual assistants, certified translators and protocol officers who keep your events, documents and communication running smoothly in Kinyarwanda, English, French and Swahili.',
    features: [
      'Certified document translation in four languages',
      'Conference interpretation and event protocol',
      'Virtual and on-site administrative assistance',
    ],
  },
};

export const Grid3: Story = {
  decorators: [
    (Story) => (
      <Box sx={{ p: 2 }}>
        <Story />
      </Box>
    ),
  ],
  render: (args) => (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 4 }}>
        <ServiceCard {...args} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <ServiceCard
          {...args}
          title="Digital Marketing"
          icon={<TrendingUpIcon />}
          features={['Content Marketing', 'Social Media Strategy', 'Analytics & Reporting']}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <ServiceCard
          {...args}
          title="Advertising Experts"
          icon={<CampaignIcon />}
          features={['PPC Campaigns', 'Display Advertising', 'Ad Optimization']}
        />
      </Grid>
    </Grid>
  ),
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
