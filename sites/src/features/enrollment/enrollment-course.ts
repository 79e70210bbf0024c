/** What a catalogue card hands over: its id (the seed's slug), title and price in dollars. */
export interface EnrollmentCourseInput {
  id: string;
  title: string;
  priceUsd: number;
}

export const formatUsd = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
