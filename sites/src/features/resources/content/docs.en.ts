import type { DocTexts } from './doc-articles';
import { howWeWorkList } from './how-we-work-steps';

/** The guides and templates in English. */
export const docTexts: DocTexts = {
  'how-inzira-works': {
    title: 'How Inzira works',
    summary: 'From your first message to the delivered work, in four steps.',
    body: [
      'Inzira is an agency with a bench of vetted professionals. You tell us what you need; we put together the right people, agree a price and a schedule with you, and stay accountable for the result.',
      howWeWorkList('en'),
      'You only pay for work you have agreed in writing. A booking on the site is an enquiry, not a commitment.',
    ],
  },
  'choosing-a-service': {
    title: 'Choosing a service',
    summary: 'Which of our services fits what you want to achieve.',
    body: [
      'Start from the result you want, not the tool. If people do not know you yet, you need content and reach; if they know you but do not buy, you need better campaigns; if you are hosting guests, you need protocol and logistics.',
      '- Content Creation: photos, design and video that show your work honestly.\n- Digital Marketing: social media, search and e-mail campaigns with measurable goals.\n- Advertising: paid campaigns on Meta, Google and display networks.\n- Event protocol, translation and admin support: people on the ground for your events.',
      'Not sure? Book a free consultation and we will recommend a starting point.',
    ],
  },
  'booking-a-professional': {
    title: 'Booking a professional',
    summary: 'What to put in a booking so we can answer quickly.',
    body: [
      'Every Book Now button opens the same short form. The more concrete your description, the faster we can propose a team.',
      '- What you need done, and for whom (your audience or guests).\n- When it must be ready, and any fixed dates.\n- Where it happens, if people need to be on site.\n- A budget range, if you have one.',
      'We reply within one working day. If you prefer to talk first, schedule a consultation on the contact page.',
    ],
  },
  'scheduling-a-consultation': {
    title: 'Scheduling a consultation',
    summary: 'Book a free 45-minute call or visit at our Kigali office.',
    body: [
      'Consultations are free and last about 45 minutes. Pick a date and one of the open time slots on the contact page; slots already taken are shown as unavailable, so the time you choose is yours.',
      'All times are Kigali time. We confirm by e-mail and, if you like, we meet at our office on KN 4 Ave or by video call.',
    ],
  },
  'planning-an-event-with-us': {
    title: 'Planning an event with us',
    summary: 'How we staff conferences, launches and ceremonies.',
    body: [
      'For an event we assign one coordinator who owns the run-of-show and briefs every professional: protocol officers, interpreters, photographers and registration staff.',
      '- Eight weeks before: venue, date, guest list and budget agreed.\n- Four weeks before: suppliers booked, invitations out, seating principles set.\n- One week before: final guest list, badges, rehearsal of the ceremony.\n- On the day: briefing two hours before doors open, one contact person for you.',
      'After the event you receive the photos, a short report and the attendance figures.',
    ],
  },
  'protocol-for-official-visits': {
    title: 'Protocol for official visits',
    summary: 'Precedence, seating and welcoming delegations.',
    body: [
      'Official guests are received in order of precedence, which also decides seating and speaking order. We agree the list with you in advance and check titles and the spelling of every name.',
      '- Meet delegations at the entrance with a named host.\n- Seat the principal guest to the right of the host.\n- Place flags in the agreed order and check them the day before.\n- Keep an interpreter next to any guest who needs one.',
    ],
  },
  'briefing-a-marketing-campaign': {
    title: 'Briefing a marketing campaign',
    summary: 'The five answers every good campaign starts from.',
    body: [
      'A campaign is only as good as its brief. Before we spend a franc of your budget we agree these five points with you.',
      '- Goal: one measurable result, such as orders, sign-ups or visits.\n- Audience: who they are, where they live, what they read.\n- Message: the one thing they should remember.\n- Channels: where that audience actually spends time.\n- Budget and dates: what we can spend, and by when.',
      'The campaign plan template turns these answers into a plan you can share.',
    ],
  },
  'measuring-campaign-results': {
    title: 'Measuring campaign results',
    summary: 'The figures we report, and how to read them.',
    body: [
      'We report against the goal in your brief, not against vanity figures. Reach and likes tell you whether people saw the campaign; they do not tell you whether it worked.',
      '- Cost per result: total spend divided by orders, sign-ups or visits.\n- Conversion rate: the share of visitors who took the action.\n- Return: revenue from the campaign compared with its cost.',
      'You receive a short report every two weeks and a final one at the end.',
    ],
  },
  'project-brief-template': {
    title: 'Project brief template',
    summary: 'Copy these headings into an e-mail or document and fill them in.',
    body: [
      'Copy the headings below and answer each in a sentence or two. Send it with your booking or bring it to your consultation.',
      '- Organisation and contact person:\n- What we need:\n- Who it is for:\n- Deadline and key dates:\n- Location (if on site):\n- Budget range:\n- Examples we like:',
    ],
  },
  'event-checklist-template': {
    title: 'Event checklist template',
    summary: 'The checklist our coordinators use, week by week.',
    body: [
      'Print this list or copy it into your planner. Tick each line when it is done.',
      '- 8 weeks: date, venue and budget confirmed\n- 6 weeks: guest list drafted, speakers invited\n- 4 weeks: suppliers booked (catering, sound, photography)\n- 3 weeks: invitations sent, registration open\n- 2 weeks: seating plan and run-of-show drafted\n- 1 week: badges printed, rehearsal held, guest list final\n- Event day: team briefing, registration desk, photos\n- After: thank-you messages, photos shared, report written',
    ],
  },
  'campaign-plan-template': {
    title: 'Campaign plan template',
    summary: 'One page that turns a brief into a plan.',
    body: [
      'Fill in one line per heading. A plan that does not fit on one page is usually two campaigns.',
      '- Goal (one number and a date):\n- Audience:\n- Key message:\n- Channels and share of budget:\n- Content to produce:\n- Weekly figure to watch:\n- Report dates:',
    ],
  },
};
