import { Hero } from '@inzira/shared-ui/hero';
import { BlogListSection } from '../features/blog';
import { SitePageHead } from '../common/site-page-head';

export function BlogListPage() {
  return (
    <>
      <SitePageHead
        title="Blog"
        path="/resources/blog"
        description="Insights on event management, marketing, protocol and technology from Inzira's professionals."
      />
      <Hero
        title="Our Blog"
        subtitle="Insights on event management, marketing, protocol and technology from our professionals."
      />
      <BlogListSection />
    </>
  );
}
