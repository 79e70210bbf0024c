-- The catalogue's first rows borrowed three blog posts' pictures, so a course and a post looked
-- the same. Each course now has its own; a picture the agency has since chosen is left alone.
update public.courses set image = '/media/seed/course-event-management.svg'
  where id = 'event-management-fundamentals' and image = '/media/seed/blog-event-management.svg';
update public.courses set image = '/media/seed/course-digital-marketing.svg'
  where id = 'digital-marketing-mastery' and image = '/media/seed/blog-marketing.svg';
update public.courses set image = '/media/seed/course-protocol.svg'
  where id = 'protocol-officer-essentials' and image = '/media/seed/blog-protocol.svg';
