import { describe, expect, it } from 'vitest';
import { blogsConfig } from '../features/blogs/blogs-config';
import { bookingsConfig } from '../features/bookings/bookings-config';
import { professionalsConfig } from '../features/professionals/professionals-config';
import { projectsConfig } from '../features/projects/projects-config';
import { servicesConfig } from '../features/services/services-config';
import { testimonialsConfig } from '../features/testimonials/testimonials-config';
import { errorMessage } from '@inzira/shared-data/errors';

describe('admin notices', () => {
  it.each([
    ['Professional', 'professional', professionalsConfig.texts],
    ['Booking', 'booking', bookingsConfig.texts],
    ['Service', 'service', servicesConfig.texts],
    ['Project', 'project', projectsConfig.texts],
    ['Testimonial', 'testimonial', testimonialsConfig.texts],
  ])('%s: success notices and the delete confirmation', (name, lower, texts) => {
    expect(texts.added).toBe(`${name} added successfully!`);
    expect(texts.updated).toBe(`${name} updated successfully!`);
    expect(texts.deleted).toBe(`${name} deleted successfully!`);
    expect(texts.confirmDelete).toBe(`Are you sure you want to delete this ${lower}?`);
  });

  it('blog posts are "created", and confirmed as blog posts', () => {
    expect(blogsConfig.texts.added).toBe('Blog post created successfully!');
    expect(blogsConfig.texts.updated).toBe('Blog post updated successfully!');
    expect(blogsConfig.texts.deleted).toBe('Blog post deleted successfully!');
    expect(blogsConfig.texts.confirmDelete).toBe('Are you sure you want to delete this blog post?');
  });

  it("an error notice carries the service's message, else the testimonial fallbacks", () => {
    const { texts } = testimonialsConfig;
    expect(errorMessage(new Error('You do not have permission to do that.'), texts.addFailed)).toBe(
      'You do not have permission to do that.',
    );
    expect(errorMessage(new Error(''), texts.addFailed)).toBe('Failed to add testimonial');
    expect(errorMessage(undefined, texts.updateFailed)).toBe('Failed to update testimonial');
    expect(errorMessage('nope', texts.deleteFailed)).toBe('Failed to delete testimonial');
  });
});
