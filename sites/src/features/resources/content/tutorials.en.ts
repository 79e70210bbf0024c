import type { TutorialTexts } from './tutorials';

/** The tutorials in English. */
export const tutorialTexts: TutorialTexts = {
  'event-planning-essentials': {
    title: 'Event Planning Essentials',
    description: 'Plan venues, budgets, suppliers and run-of-show for events of any size.',
    lessons: [
      {
        title: 'Start from the purpose',
        text: 'Write down in one sentence why the event exists and what guests should leave with. Every later decision (venue, programme, budget) is checked against that sentence.',
      },
      {
        title: 'Set the budget before the venue',
        text: 'List fixed costs (venue, sound, catering per head) and keep ten per cent for the unexpected. A venue that eats half the budget leaves nothing for the guests’ experience.',
      },
      {
        title: 'Book suppliers in writing',
        text: 'Confirm every supplier by e-mail with times, quantities and a contact person for the day. A verbal promise is not a booking.',
      },
      {
        title: 'Write the run-of-show',
        text: 'A minute-by-minute plan with who does what: doors, welcome, speeches, breaks, close. Share it with every supplier a week ahead and rehearse the ceremony parts.',
      },
      {
        title: 'Close the loop',
        text: 'Thank guests and partners within two days, share the photos, and write down what to keep and what to change next time.',
      },
    ],
  },
  'digital-marketing-strategy': {
    title: 'Digital Marketing Strategy',
    description: 'Set goals, choose channels and measure campaigns that reach your customers.',
    lessons: [
      {
        title: 'One goal, one number',
        text: 'Pick a single result for the campaign, such as orders, sign-ups or visits, and a date. “More awareness” is not a goal you can measure.',
      },
      {
        title: 'Know the audience',
        text: 'Describe the people you want to reach: where they live, which language they prefer, which apps they open every day. In Rwanda that often means WhatsApp and Instagram before anything else.',
      },
      {
        title: 'Choose few channels',
        text: 'Two channels done well beat five done poorly. Put most of the budget where the audience already is, and test a second channel with a small share.',
      },
      {
        title: 'Measure every week',
        text: 'Watch cost per result and conversion rate weekly. Stop what does not work after two weeks and move the money to what does.',
      },
    ],
  },
  'protocol-and-etiquette-basics': {
    title: 'Protocol and Etiquette Basics',
    description: 'Welcome VIP guests, plan seating by precedence and run ceremonies smoothly.',
    lessons: [
      {
        title: 'Precedence decides the order',
        text: 'Agree the order of precedence of your guests with the host before anything else: it sets the order of arrival, seating and speeches.',
      },
      {
        title: 'Names and titles',
        text: 'Check the spelling of every name and the exact title with the guest’s office. A wrong title on a place card is remembered longer than the speech.',
      },
      {
        title: 'Seating the top table',
        text: 'The principal guest sits to the right of the host; the next in precedence to the host’s left, alternating outwards.',
      },
      {
        title: 'Receiving a delegation',
        text: 'Meet the delegation at the entrance with a named host, walk them to a holding room, and brief them on the programme and who they will meet.',
      },
    ],
  },
};
