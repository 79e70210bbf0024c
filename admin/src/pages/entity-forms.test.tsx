import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormikValues } from 'formik';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { courseSchema, toCourseRow } from '@inzira/shared-data/courses';
import { blogsConfig } from '../features/blogs/blogs-config';
import { bookingsConfig } from '../features/bookings/bookings-config';
import { consultationsConfig } from '../features/consultations/consultations-config';
import { coursesConfig } from '../features/courses/courses-config';
import { eventsConfig } from '../features/events/events-config';
import { participantsConfig } from '../features/participants/participants-config';
import { professionalsConfig } from '../features/professionals/professionals-config';
import { projectsConfig } from '../features/projects/projects-config';
import { servicesConfig } from '../features/services/services-config';
import { testimonialsConfig } from '../features/testimonials/testimonials-config';
import type { EntityForm } from '../common/admin-list/entity-config';
import { EntityFormDialog } from '../common/admin-list/entity-form-dialog';
import { FormTestProviders } from '../common/admin-list/test-providers';

function renderAddForm<Row, Values extends FormikValues, Clean>(
  form: EntityForm<Row, Values, Clean>,
  entityName: string,
) {
  const onSave = vi.fn(async (_values: Clean) => {});
  render(
    <FormTestProviders>
      <EntityFormDialog
        form={form}
        entityName={entityName}
        editing={{ mode: 'add' }}
        onSave={onSave}
        onClose={() => {}}
      />
    </FormTestProviders>,
  );
  const dialog = screen.getByRole('dialog', { name: `Add ${entityName}` });
  return { dialog, onSave };
}

interface RequiredCase {
  title: string;
  /** Any entity's form: the case only adds and never reads a row. */
  form: EntityForm<never, FormikValues, unknown>;
  entityName: string;
  typed?: { field: RegExp; text: string };
  messages: string[];
}

const field = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('textbox', { name });
const number = (dialog: HTMLElement, name: RegExp) =>
  within(dialog).getByRole('spinbutton', { name });
const submit = (dialog: HTMLElement) =>
  userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));

// Typing whole forms in happy-dom takes longer than Vitest's default 5 s on a busy machine.
describe('admin forms', { timeout: 30_000 }, () => {
  it('professional: requires name, title, skills and email; skills split on commas', async () => {
    const { dialog, onSave } = renderAddForm(professionalsConfig.form, 'Professional');
    await submit(dialog);
    for (const message of [
      'Full name is required',
      'Title is required',
      'Skills are required',
      'Email is required',
    ])
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await userEvent.type(field(dialog, /^Full name/), 'Aline Uwase');
    await userEvent.type(field(dialog, /^Title/), 'Photographer');
    await userEvent.type(field(dialog, /^Skills/), ' Lighting ,Drone,, ');
    await userEvent.type(field(dialog, /^Email/), 'aline@example.com');
    await userEvent.type(field(dialog, /^Profile picture/), 'not a url');
    await submit(dialog);
    expect(await within(dialog).findByText('Profile picture must be a valid URL')).toBeVisible();
    await userEvent.clear(field(dialog, /^Profile picture/));
    await submit(dialog);
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ skills: ['Lighting', 'Drone'] });
  });

  it('service: features one per line, numbers converted, satisfaction 0-5 in steps of 0.1', async () => {
    const { dialog, onSave } = renderAddForm(servicesConfig.form, 'Service');
    await userEvent.type(field(dialog, /^Title/), 'Drone Video');
    await userEvent.type(field(dialog, /^Description/), 'Aerial footage.');
    await userEvent.type(field(dialog, /^Features/), 'Aerial{enter}{enter}  Editing  ');
    await userEvent.type(number(dialog, /^Number of clients/), '-1');
    await userEvent.type(number(dialog, /^Satisfaction/), '4.55');
    await submit(dialog);
    expect(await within(dialog).findByText('Number of clients must be at least 0')).toBeVisible();
    expect(within(dialog).getByText('Satisfaction goes in steps of 0.1')).toBeVisible();
    await userEvent.clear(number(dialog, /^Number of clients/));
    await userEvent.type(number(dialog, /^Number of clients/), '12');
    await userEvent.clear(number(dialog, /^Satisfaction/));
    await userEvent.type(number(dialog, /^Satisfaction/), '7');
    await submit(dialog);
    expect(await within(dialog).findByText('Satisfaction must be between 0 and 5')).toBeVisible();
    await userEvent.clear(number(dialog, /^Satisfaction/));
    await userEvent.type(number(dialog, /^Satisfaction/), '4.5');
    await submit(dialog);
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      features: ['Aerial', 'Editing'],
      num_of_clients: 12,
      satisfaction: 4.5,
    });
  });

  it('course: RWF first and by default, the price typed in the currency’s units and stored in its smallest', async () => {
    const { dialog, onSave } = renderAddForm(coursesConfig.form, 'Course');
    const currency = within(dialog).getByRole('combobox', { name: /^Currency/ });
    expect(currency).toHaveValue('RWF');
    expect(
      within(currency)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['RWF', 'USD', 'EUR', 'GBP', 'KES', 'UGX', 'TZS']);
    await submit(dialog);
    for (const message of [
      'Title is required',
      'Description is required',
      'Price is required',
      'Duration is required',
      'Modules is required',
    ])
      expect(await within(dialog).findByText(message)).toBeInTheDocument();

    await userEvent.type(field(dialog, /^Title/), 'Budgeting for Events');
    await userEvent.type(field(dialog, /^Description/), 'Plan the money of an event.');
    await userEvent.type(field(dialog, /^Duration/), '4 weeks');
    await userEvent.type(number(dialog, /^Modules/), '6');
    await userEvent.type(field(dialog, /^Topics/), 'Quotes{Enter}Deposits');
    // A franc has no smaller unit: a fraction is refused with what to type instead.
    await userEvent.type(field(dialog, /^Price/), '350000.50');
    await submit(dialog);
    expect(
      await within(dialog).findByText(
        'Type the price in whole RWF, e.g. 350000: RWF has no smaller unit',
      ),
    ).toBeVisible();
    await userEvent.clear(field(dialog, /^Price/));
    await userEvent.type(field(dialog, /^Price/), '100000000');
    await submit(dialog);
    expect(await within(dialog).findByText('Price can be at most RWF 99,999,999')).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();

    // Dollars take cents, at most two decimals.
    await userEvent.selectOptions(currency, 'USD');
    await userEvent.clear(field(dialog, /^Price/));
    await userEvent.type(field(dialog, /^Price/), '120.505');
    await submit(dialog);
    expect(
      await within(dialog).findByText('Type the price in USD with at most 2 decimals, e.g. 120.50'),
    ).toBeVisible();
    await userEvent.clear(field(dialog, /^Price/));
    await userEvent.type(field(dialog, /^Price/), '120.50');
    await submit(dialog);
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    const saved = onSave.mock.calls[0]?.[0];
    expect(saved).toMatchObject({
      currency: 'USD',
      price: '120.50',
      topics: ['Quotes', 'Deposits'],
    });
    expect(toCourseRow(courseSchema.validateSync(saved))).toMatchObject({
      price_cents: 12_050,
      currency: 'USD',
      instructor_id: null,
      is_active: true,
    });

    // A whole form typed three times: more than the other forms' time on a busy machine.
  }, 120_000);

  it('booking: name, email, description and status are required; the service link is optional', async () => {
    const { dialog, onSave } = renderAddForm(bookingsConfig.form, 'Booking');
    await userEvent.type(field(dialog, /^Email/), 'nope');
    await submit(dialog);
    for (const message of [
      'Full name is required',
      'Please enter a valid email address',
      'Project description is required',
    ])
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).queryByText('Service is required')).toBeNull();
    expect(within(dialog).getByRole('combobox', { name: 'Linked service' })).not.toBeRequired();
    // Every status may be set, labelled without stray letters (docs/product-decisions.md, decision 13).
    const status = within(dialog).getByRole('combobox', { name: /^Status/ });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Pending', 'Confirmed', 'Completed', 'Cancelled']);
    expect(onSave).not.toHaveBeenCalled();
  });

  // The markdown editor loads on demand. A first blog form opens here and waits for it, in a
  // hook that may take as long as a loaded machine needs to load the editor's code, so the test
  // below waits only for what the user sees.
  beforeAll(async () => {
    const { unmount } = render(
      <FormTestProviders>
        <EntityFormDialog
          form={blogsConfig.form}
          entityName="Blog Post"
          editing={{ mode: 'add' }}
          onSave={async () => {}}
          onClose={() => {}}
        />
      </FormTestProviders>,
    );
    await screen.findByRole('textbox', { name: 'Content' }, { timeout: 110_000 });
    unmount();
  }, 120_000);

  it('blog: required fields, the category list and URL checks', async () => {
    const { dialog, onSave } = renderAddForm(blogsConfig.form, 'Blog Post');
    await within(dialog).findByRole('textbox', { name: 'Content' });
    await userEvent.type(field(dialog, /^Author image URL/), 'face.png');
    await userEvent.type(field(dialog, /^Image URL/), 'https://cdn.example.com/hero.webp');
    await submit(dialog);
    for (const message of [
      // An image is saved only with its alt text.
      'Describe the image for people who cannot see it (alt text)',
      'Title is required',
      'Category is required',
      'Excerpt is required',
      'Content is required',
      'Author name is required',
      'Author role is required',
      'Author image must be a valid URL',
    ])
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    const category = within(dialog).getByRole('combobox', { name: /^Category/ });
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a category', 'Event Management', 'Marketing', 'Protocol', 'Technology']);
    expect(onSave).not.toHaveBeenCalled();
  });

  // The forms whose test is their required fields: submitting shows each message and saves
  // nothing. `typed` goes in first, a wrong value the schema must name.
  const requiredCases: RequiredCase[] = [
    {
      title: 'service: title, description, features, clients and satisfaction are required',
      form: servicesConfig.form,
      entityName: 'Service',
      messages: [
        'Title is required',
        'Description is required',
        'Add at least one feature',
        'Number of clients is required',
        'Satisfaction is required',
      ],
    },
    {
      title: 'project: every field but the image is required, and at least one team member',
      form: projectsConfig.form,
      entityName: 'Project',
      typed: { field: /^Video link/, text: 'youtube' },
      messages: [
        'Title is required',
        'Description is required',
        'Client name is required',
        'Completion date is required',
        'Video link must be a valid URL',
        'Technologies are required',
        'Choose at least one professional',
      ],
    },
    {
      title: 'testimonial: author, role, company and quote required; video URL checked',
      form: testimonialsConfig.form,
      entityName: 'Testimonial',
      typed: { field: /^Video URL/, text: 'video' },
      messages: [
        'Author is required',
        'Role is required',
        'Company is required',
        'Quote is required',
        'Video URL must be a valid URL',
      ],
    },
    {
      title: 'event: title, dates, prize and description required; the end not before the start',
      form: eventsConfig.form,
      entityName: 'Event',
      messages: [
        'Title is required',
        'Start date is required',
        'End date is required',
        'Prize is required',
        'Description is required',
      ],
    },
    {
      title: 'participant: the event, name, email and phone are required',
      form: participantsConfig.form,
      entityName: 'Participant',
      messages: [
        'Please choose an event',
        'Name is required',
        'Email is required',
        'Phone is required',
      ],
    },
  ];
  for (const { title, form, entityName, typed, messages } of requiredCases)
    it(title, async () => {
      const { dialog, onSave } = renderAddForm(form, entityName);
      if (typed) await userEvent.type(field(dialog, typed.field), typed.text);
      await submit(dialog);
      for (const message of messages)
        expect(await within(dialog).findByText(message)).toBeInTheDocument();
      expect(onSave).not.toHaveBeenCalled();
    });

  it('consultation: the inbox form changes only the status', async () => {
    const onSave = vi.fn(async () => {});
    render(
      <FormTestProviders>
        <EntityFormDialog
          form={consultationsConfig.form}
          entityName="Consultation"
          editing={{ mode: 'add' }}
          onSave={onSave}
          onClose={() => {}}
        />
      </FormTestProviders>,
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryAllByRole('textbox')).toHaveLength(0);
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: /^Status/ }),
      'confirmed',
    );
    await submit(dialog);
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({ status: 'confirmed' }, { mode: 'add' }),
    );
  });
});
