import { BlogListSection } from '../features/blog';
import { SitePage } from '../common/site-page';

export function BlogListPage() {
  return (
    <SitePage
      head={{
        title: 'Blog',
        path: '/resources/blog',
        description:
          "Insights on event management, marketing, protocol and technology from Inzira's professionals.",
      }}
      hero={{
        title: 'Our Blog',
        subtitle:
          'Insights on event management, marketing, protocol and technology from our professionals.',
      }}
    >
      <BlogListSection />
    </SitePage>
  );
}
