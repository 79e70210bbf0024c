import {
  courseLevels,
  courseSchema,
  isCourseLevel,
  toCourseRow,
  useCourseActions,
  type CourseFormValues,
} from '@inzira/shared-data/courses';
import { courseCurrencies, isCourseCurrency, toTypedAmount } from '@inzira/contract/money.ts';
import type { Tables } from '@inzira/contract/database.types.ts';
import * as column from '../../common/admin-list/columns';
import { createdDetail, named, rowActions } from '../../common/admin-list/config-parts';
import type { EntityConfig } from '../../common/admin-list/entity-config';
import * as field from '../../common/admin-list/fields';
import { formatList, formatMoney } from '../../common/admin-list/format';
import { formValues } from '../../common/admin-list/form-values';
import { InstructorName, useInstructorOptions } from './instructor';

type Course = Tables<'courses'>;

/** Modules are empty until typed; the schema then makes them a required whole number. */
type CourseDraft = Omit<CourseFormValues, 'modules'> & { modules?: number };

const empty: CourseDraft = {
  title: '',
  description: '',
  level: 'Beginner',
  duration: '',
  topics: [],
  instructor_id: '',
  image: '',
  // The agency prices in Rwandan francs unless it chooses otherwise (docs/courses.md).
  currency: 'RWF',
  price: '',
  sort_order: 0,
  is_active: true,
};

/** "RWF 350,000", "US$120.50": the price as it is stored, in its currency. */
const price = (row: Course) => formatMoney(row.price_cents, row.currency);

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export const coursesConfig: EntityConfig<'courses', CourseDraft, CourseFormValues> = {
  ...named('courses', 'Courses', 'Course'),
  translations: 'courses',
  // The rows come in the catalogue's order (position), so the position needs no column of its
  // own: with it the row's actions would leave a 1366 px screen.
  columns: [
    column.text('title', 'Title', 200, 2),
    column.formatted('price_cents', 'Price', price, 130),
    column.fixed('level', 'Level', 110),
    column.fixed('duration', 'Duration', 110),
    column.formatted('is_active', 'Published', (row) => (row.is_active ? 'Yes' : 'No'), 100),
    column.translations('courses'),
  ],
  card: {
    title: (row) => row.title,
    detail: (row) => `${price(row)} · ${row.level}${row.is_active ? '' : ' · Hidden'}`,
  },
  form: {
    useSchema: () => courseSchema,
    empty,
    // The price field shows the stored amount in the currency's usual units: 12050 USD is 120.50.
    toValues: (row) => ({
      ...formValues(empty, {
        ...row,
        // The database allows only these; a value it holds otherwise shows as the default.
        level: isCourseLevel(row.level) ? row.level : empty.level,
        currency: isCourseCurrency(row.currency) ? row.currency : empty.currency,
      }),
      modules: row.modules,
      sort_order: row.sort_order,
      price: toTypedAmount(row.price_cents, row.currency),
    }),
    Fields: field.list(
      field.text('title', 'Title', { required: true }),
      field.multiline('description', 'Description', { required: true }),
      field.select('currency', 'Currency', options(courseCurrencies), {
        required: true,
        hint: 'Enrollments are charged in this currency',
      }),
      field.text('price', 'Price', {
        required: true,
        hint: 'In the currency’s units: 350000 for RWF 350,000; 120.50 for USD 120.50',
      }),
      field.select('level', 'Level', options(courseLevels), { required: true }),
      field.text('duration', 'Duration', { required: true, hint: 'e.g. 6 weeks' }),
      field.number('modules', 'Modules', { required: true, min: 1, step: 1 }),
      field.lineList('topics', 'Topics'),
      field.lookup('instructor_id', 'Instructor', useInstructorOptions, {
        placeholder: 'Choose a professional',
        loading: 'Loading professionals...',
        hint: 'One of the professionals of the About page',
      }),
      field.image('image', 'Image', 'courses'),
      field.number('sort_order', 'Position in the catalogue', { required: true, step: 1 }),
      field.checkbox('is_active', 'Published'),
    ),
  },
  useActions: rowActions(useCourseActions, toCourseRow),
  images: (row) => [row.image],
  describe: (row) => row.title,
  details: [
    { label: 'Price', value: price },
    { label: 'Level', value: (row) => row.level },
    { label: 'Duration', value: (row) => row.duration },
    { label: 'Modules', value: (row) => String(row.modules) },
    { label: 'Topics', value: (row) => formatList(row.topics) },
    { label: 'Instructor', value: (row) => <InstructorName id={row.instructor_id} /> },
    { label: 'Description', value: (row) => row.description },
    { label: 'Position in the catalogue', value: (row) => String(row.sort_order) },
    { label: 'Published', value: (row) => (row.is_active ? 'Yes' : 'No') },
    { label: 'Address (id)', value: (row) => row.id },
    createdDetail(),
  ],
};
