import { BlogListSection } from '../features/blog';
import { SitePage } from '../common/site-page';
import { m } from '../paraglide/messages.js';

export function BlogListPage() {
  return (
    <SitePage
      head={{
        title: m.page_blog_list_title(),
        path: '/resources/blog',
        description: m.page_blog_list_description(),
      }}
      hero={{
        title: m.page_blog_list_title2(),
        subtitle: m.page_blog_list_subtitle(),
      }}
    >
      <BlogListSection />
    </SitePage>
  );
}
