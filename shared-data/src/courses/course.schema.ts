import * as yup from 'yup';
import type { TablesInsert } from '@inzira/contract/database.types.ts';
import {
  optionalList,
  optionalUrl,
  orNull,
  requiredLongText,
  requiredTitle,
} from '@inzira/contract/forms/field-rules.ts';
import {
  courseCurrencies,
  coursePriceMax,
  fractionDigits,
  toSmallestUnit,
  toTypedAmount,
} from '@inzira/contract/money.ts';
import { slugify } from '../blogs/blog.schema';

/** The levels the database's check constraint allows. */
export const courseLevels = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type CourseLevel = (typeof courseLevels)[number];

export const isCourseLevel = (value: string): value is CourseLevel =>
  courseLevels.some((level) => level === value);

const integer = (label: string, min: number, max: number) =>
  yup
    .number()
    .typeError(`${label} must be a number`)
    .integer(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`)
    .required(`${label} is required`);

/** "at most RWF 99,999,999" / "at most USD 999,999.99": the limit in the currency's own units. */
const priceMaxText = (currency: string) =>
  `${currency} ${new Intl.NumberFormat('en-US', {
    minimumFractionDigits: fractionDigits(currency),
  }).format(Number(toTypedAmount(coursePriceMax, currency)))}`;

/**
 * The price as typed, in the currency's usual units ("350000" RWF, "120.50" USD), checked
 * against the currency chosen beside it (docs/courses.md, "Price and currency").
 */
const price = yup
  .string()
  .trim()
  .required('Price is required')
  .test('amount', function (value) {
    const currency = String(this.parent.currency ?? '');
    const amount = toSmallestUnit(value, currency);
    if (amount === null) {
      return this.createError({
        message:
          fractionDigits(currency) === 0
            ? `Type the price in whole ${currency}, e.g. 350000: ${currency} has no smaller unit`
            : `Type the price in ${currency} with at most 2 decimals, e.g. 120.50`,
      });
    }
    if (amount <= 0) return this.createError({ message: 'Price must be more than zero' });
    if (amount > coursePriceMax) {
      return this.createError({ message: `Price can be at most ${priceMaxText(currency)}` });
    }
    return true;
  });

/** Admin course form (docs/courses.md): the site's catalogue card and the enrollment's price. */
export const courseSchema = yup.object({
  title: requiredTitle('Title'),
  description: requiredLongText('Description'),
  level: yup.string().oneOf(courseLevels, 'Choose a level').required('Level is required'),
  duration: yup
    .string()
    .trim()
    .max(40, 'Duration must be at most 40 characters')
    .required('Duration is required'),
  modules: integer('Modules', 1, 1000),
  topics: optionalList('Topics', 30, 80),
  instructor_id: yup.string().trim().optional(),
  image: optionalUrl('Image'),
  currency: yup
    .string()
    .oneOf(courseCurrencies, 'Choose one of the currencies offered')
    .required('Currency is required'),
  price,
  sort_order: integer('Position', -1000, 1000),
  is_active: yup.boolean().default(true),
});

export type CourseFormValues = yup.InferType<typeof courseSchema>;

/** The row to write for validated form values; the price in the currency's smallest unit. */
export function toCourseRow(values: CourseFormValues): Omit<TablesInsert<'courses'>, 'id'> {
  return {
    title: values.title,
    description: values.description,
    level: values.level,
    duration: values.duration,
    modules: values.modules,
    topics: values.topics ?? [],
    instructor_id: orNull(values.instructor_id),
    image: orNull(values.image),
    currency: values.currency,
    // The schema refused what does not convert; 0 would be refused again by the database.
    price_cents: toSmallestUnit(values.price, values.currency) ?? 0,
    sort_order: values.sort_order,
    is_active: values.is_active,
  };
}

/**
 * A new course's id: its address in enrollments, made once from the title ("Digital Marketing
 * Mastery" is digital-marketing-mastery) and kept when the title changes, since enrollments
 * name their course by it.
 */
export function newCourseId(title: string): string {
  const id = slugify(title);
  // slugify names a title without letters or digits "post".
  return id === 'post' && !/post/i.test(title) ? 'course' : id;
}
