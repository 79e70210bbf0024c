import { TZDate } from '@date-fns/tz';
import { addDays, format, getISODay } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { AGENCY_TIME_ZONE } from '@inzira/contract/agency.ts';
import type { Database } from '@inzira/contract/database.types.ts';
import { postFrom, productionLike, useTestBackend } from '@inzira/test-kit';

// Consultation hours as data (docs/consultations.md): Rwanda's holidays, the slots the hours
// offer, the check on every visitor's booking, and what administrators and visitors may change.

const ctx = useTestBackend<Database>(productionLike);

const kigaliDate = (days: number) =>
  format(addDays(TZDate.tz(AGENCY_TIME_ZONE), days), 'yyyy-MM-dd');

/** The first Kigali date at least `from` days ahead whose ISO weekday (1 = Monday) is `weekday`. */
function nextWeekday(weekday: number, from = 1): string {
  for (let days = from; ; days++) {
    if (getISODay(addDays(TZDate.tz(AGENCY_TIME_ZONE), days)) === weekday) return kigaliDate(days);
  }
}

/** The instant of a Kigali wall time. */
const at = (date: string, time: string) => new Date(`${date}T${time}:00+02:00`).toISOString();

async function slotTimes(day: string): Promise<string[]> {
  const { data, error } = await ctx().anon.rpc('consultation_slots', {
    from_day: day,
    to_day: day,
  });
  if (error) throw error;
  return data.map((slot) => format(new TZDate(slot.starts_at, AGENCY_TIME_ZONE), 'HH:mm'));
}

let visitorCount = 0;
/** Books through submit_public_form as the Edge Function does, from a fresh address each time. */
function book(scheduledFor: string) {
  visitorCount += 1;
  return ctx().service.rpc('submit_public_form', {
    form_name: 'consultation',
    source_address: `198.51.100.${visitorCount}`,
    fields: {
      full_name: 'Hours Tester',
      email: `hours-${visitorCount}@example.com`,
      phone_number: '+250 788 000 710',
      service: 'Other',
      scheduled_for: scheduledFor,
    },
  });
}

const outsideHours = {
  code: '22023',
  message: 'We do not hold consultations at this time. Please choose one of the times offered.',
};

describe("Rwanda's public holidays", () => {
  const holidays = async (from: string, to: string) => {
    const { data, error } = await ctx().anon.rpc('rwanda_public_holidays', {
      from_day: from,
      to_day: to,
    });
    if (error) throw error;
    return data;
  };

  it('knows the fixed dates, Easter, Umuganura and the announced Eids of 2026', async () => {
    expect(await holidays('2026-01-01', '2026-12-31')).toEqual([
      { day: '2026-01-01', name: "New Year's Day" },
      { day: '2026-01-02', name: "Day after New Year's Day" },
      { day: '2026-02-01', name: "National Heroes' Day" },
      { day: '2026-03-20', name: 'Eid al-Fitr' },
      { day: '2026-04-03', name: 'Good Friday' },
      { day: '2026-04-06', name: 'Easter Monday' },
      { day: '2026-04-07', name: 'Genocide against the Tutsi Memorial Day' },
      { day: '2026-05-01', name: 'Labour Day' },
      { day: '2026-05-27', name: 'Eid al-Adha' },
      { day: '2026-07-01', name: 'Independence Day' },
      { day: '2026-07-04', name: 'Liberation Day' },
      { day: '2026-08-07', name: 'Umuganura Day' },
      { day: '2026-08-15', name: 'Assumption Day' },
      { day: '2026-12-25', name: 'Christmas Day' },
      { day: '2026-12-26', name: 'Boxing Day' },
    ]);
  });

  it('computes Good Friday and Easter Monday for any year, and Umuganura as the first Friday of August', async () => {
    // Easter Sundays from published tables, including the extremes of 22 March and 25 April.
    const easter: Record<number, string> = {
      1818: '1818-03-22',
      2011: '2011-04-24',
      2019: '2019-04-21',
      2024: '2024-03-31',
      2025: '2025-04-20',
      2027: '2027-03-28',
      2028: '2028-04-16',
      2038: '2038-04-25',
      2285: '2285-03-22',
    };
    for (const [year, sunday] of Object.entries(easter)) {
      const days = await holidays(`${year}-03-01`, `${year}-05-01`);
      const names = Object.fromEntries(days.map((holiday) => [holiday.name, holiday.day]));
      const sundayDate = new Date(`${sunday}T00:00:00Z`);
      const shift = (n: number) =>
        new Date(sundayDate.getTime() + n * 86_400_000).toISOString().slice(0, 10);
      expect([year, names['Good Friday'], names['Easter Monday']]).toEqual([
        year,
        shift(-2),
        shift(1),
      ]);
    }
    const umuganura = async (year: number) =>
      (await holidays(`${year}-08-01`, `${year}-08-07`)).find((h) => h.name === 'Umuganura Day')
        ?.day;
    expect(await umuganura(2026)).toBe('2026-08-07');
    expect(await umuganura(2027)).toBe('2027-08-06');
    expect(await umuganura(2028)).toBe('2028-08-04');
    expect(await umuganura(2031)).toBe('2031-08-01');
  });

  it('shows a holiday as a closed day with its name', async () => {
    const { data } = await ctx().anon.rpc('consultation_days', {
      from_day: '2026-12-24',
      to_day: '2026-12-27',
    });
    expect(data).toEqual([
      { day: '2026-12-24', opens_at: '08:00:00', closes_at: '17:00:00', note: null },
      { day: '2026-12-25', opens_at: null, closes_at: null, note: 'Christmas Day' },
      { day: '2026-12-26', opens_at: null, closes_at: null, note: 'Boxing Day' },
      { day: '2026-12-27', opens_at: null, closes_at: null, note: null },
    ]);
  });
});

describe('slots and the check on every booking', () => {
  it('offers no slot on a Sunday and refuses a crafted booking for one', async () => {
    const sunday = nextWeekday(7);
    expect(await slotTimes(sunday)).toEqual([]);
    expect((await book(at(sunday, '10:00'))).error).toMatchObject(outsideHours);
  });

  it('offers Saturday mornings only and refuses a Saturday afternoon', async () => {
    const saturday = nextWeekday(6);
    expect(await slotTimes(saturday)).toEqual(['09:00', '10:00', '11:00', '12:00']);
    expect((await book(at(saturday, '14:00'))).error).toMatchObject(outsideHours);
    expect((await book(at(saturday, '13:00'))).error).toMatchObject(outsideHours);
  });

  it('offers weekdays from 8 AM, the last slot ending at 5 PM', async () => {
    // A Tuesday at least two days ahead (no hour of it has begun) that is no holiday.
    let tuesday = nextWeekday(2, 2);
    for (let week = 1; week < 5; week++) {
      const { data } = await ctx().anon.rpc('consultation_days', {
        from_day: tuesday,
        to_day: tuesday,
      });
      if (data?.[0]?.note === null) break;
      tuesday = nextWeekday(2, 2 + 7 * week);
    }
    expect(await slotTimes(tuesday)).toEqual([
      '08:00',
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
  });

  it('closes a public holiday an administrator adds, and refuses a crafted booking for it', async () => {
    const wednesday = nextWeekday(3, 8);
    expect((await slotTimes(wednesday)).length).toBeGreaterThan(0);
    const added = await ctx()
      .admin.from('public_holidays')
      .insert({ day: wednesday, name: 'National Day of Testing' });
    expect(added.error).toBeNull();
    expect(await slotTimes(wednesday)).toEqual([]);
    expect((await book(at(wednesday, '10:00'))).error).toMatchObject(outsideHours);
    const { data: days } = await ctx().anon.rpc('consultation_days', {
      from_day: wednesday,
      to_day: wednesday,
    });
    expect(days?.[0]?.note).toBe('National Day of Testing');
    await ctx().admin.from('public_holidays').delete().eq('day', wednesday);
    expect((await book(at(wednesday, '10:00'))).error).toBeNull();
  });

  it('follows the hours, meeting length, buffer and overrides an administrator sets', async () => {
    const sunday = nextWeekday(7, 15);
    const thursday = nextWeekday(4, 15);
    const admin = ctx().admin;
    expect(
      (
        await admin
          .from('consultation_hours')
          .update({ opens_at: '10:00', closes_at: '12:00' })
          .eq('weekday', 7)
      ).error,
    ).toBeNull();
    expect(await slotTimes(sunday)).toEqual(['10:00', '11:00']);
    expect(
      (
        await admin
          .from('consultation_settings')
          .update({ meeting_minutes: 30, buffer_minutes: 15 })
          .eq('id', true)
      ).error,
    ).toBeNull();
    expect(await slotTimes(sunday)).toEqual(['10:00', '10:45', '11:30']);
    // A booking at 10:45 makes 10:45 taken; 10:00 and 11:30 keep their buffer from it.
    expect((await book(at(sunday, '10:45'))).error).toBeNull();
    const { data: sundaySlots } = await ctx().anon.rpc('consultation_slots', {
      from_day: sunday,
      to_day: sunday,
    });
    expect(sundaySlots?.map((slot) => slot.is_taken)).toEqual([false, true, false]);
    expect((await book(at(sunday, '10:45'))).error).toMatchObject({ code: '23505' });
    expect((await book(at(sunday, '11:00'))).error).toMatchObject(outsideHours);

    const override = await admin
      .from('consultation_date_overrides')
      .insert({ day: thursday, reason: 'Team retreat' });
    expect(override.error).toBeNull();
    expect(await slotTimes(thursday)).toEqual([]);
    const { data: days } = await ctx().anon.rpc('consultation_days', {
      from_day: thursday,
      to_day: thursday,
    });
    // Visitors see that the day is closed, never the team's reason.
    expect(days?.[0]?.note).toBe('Closed');
    await admin
      .from('consultation_date_overrides')
      .update({ opens_at: '14:00', closes_at: '15:30' })
      .eq('day', thursday);
    expect(await slotTimes(thursday)).toEqual(['14:00', '14:45']);

    // Back to the defaults for the other tests of this file.
    await admin.from('consultation_date_overrides').delete().eq('day', thursday);
    await admin
      .from('consultation_settings')
      .update({ meeting_minutes: 60, buffer_minutes: 0 })
      .eq('id', true);
    await admin
      .from('consultation_hours')
      .update({ opens_at: null, closes_at: null })
      .eq('weekday', 7);
    expect(await slotTimes(sunday)).toEqual([]);
  });

  it('refuses impossible hours and lets visitors change nothing', async () => {
    const admin = ctx().admin;
    const backwards = await admin
      .from('consultation_hours')
      .update({ opens_at: '17:00', closes_at: '08:00' })
      .eq('weekday', 1);
    expect(backwards.error?.code).toBe('23514');
    const halfOpen = await admin
      .from('consultation_hours')
      .update({ opens_at: '08:00', closes_at: null })
      .eq('weekday', 1);
    expect(halfOpen.error?.code).toBe('23514');
    const tooShort = await admin
      .from('consultation_settings')
      .update({ meeting_minutes: 1 })
      .eq('id', true);
    expect(tooShort.error?.code).toBe('23514');
    const anon = ctx().anon;
    await anon
      .from('consultation_hours')
      .update({ opens_at: '00:00', closes_at: '23:59' })
      .eq('weekday', 7);
    await anon.from('public_holidays').delete().neq('name', '');
    await anon.from('consultation_date_overrides').insert({ day: kigaliDate(3), reason: 'x' });
    const { data: sunday } = await ctx()
      .service.from('consultation_hours')
      .select()
      .eq('weekday', 7)
      .single();
    expect(sunday).toEqual({ weekday: 7, opens_at: null, closes_at: null });
    const { count } = await ctx()
      .service.from('public_holidays')
      .select('*', { count: 'exact', head: true });
    expect(count).toBe(6);
    const overrides = await anon.from('consultation_date_overrides').select();
    expect(overrides.data ?? []).toEqual([]);
  });

  it('lists no slot outside the booking window, however wide the range asked for', async () => {
    const { data, error } = await ctx().anon.rpc('consultation_slots', {
      from_day: '1900-01-01',
      to_day: '9999-12-31',
    });
    expect(error).toBeNull();
    const starts = (data ?? []).map((slot) => Date.parse(slot.starts_at));
    expect(starts.length).toBeGreaterThan(0);
    expect(Math.min(...starts)).toBeGreaterThan(Date.now());
    expect(Math.max(...starts)).toBeLessThan(Date.now() + 63 * 86_400_000);
  });
});

describe('canonical source addresses', () => {
  const canonical = async (raw: string) => {
    const { rows } = await ctx().backend.db.query<{ address: string }>(
      'select private.canonical_address($1) as address',
      [raw],
    );
    return rows[0]?.address;
  };

  it('writes every spelling of one address the same way', async () => {
    const spellings: [string, string][] = [
      ['203.0.113.9', '203.0.113.9'],
      [' 203.0.113.9 ', '203.0.113.9'],
      ['203.0.113.9:51234', '203.0.113.9'],
      ['::ffff:203.0.113.9', '203.0.113.9'],
      ['::FFFF:CB00:7109', '203.0.113.9'],
      ['[::ffff:203.0.113.9]:443', '203.0.113.9'],
      ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
      ['2001:0DB8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
      ['[2001:db8:1:2::7]', '2001:db8:1:2::/64'],
      ['[2001:db8:1:2::7]:8443', '2001:db8:1:2::/64'],
      ['fe80::1%eth0', 'fe80::/64'],
      ['[fe80::1%25eth0]:80', 'fe80::/64'],
      ['2001:db8:1:3::1', '2001:db8:1:3::/64'],
      ['unknown', 'unknown'],
    ];
    for (const [raw, expected] of spellings) {
      expect([raw, await canonical(raw)]).toEqual([raw, expected]);
    }
  });

  const application = (email: string) => ({
    company_name: 'Address Test Ltd',
    email,
    phone: '+250 788 000 820',
    message: 'Hello.',
  });
  const apply = (address: string, email: string) =>
    ctx().service.rpc('submit_public_form', {
      form_name: 'partner_application',
      source_address: address,
      fields: application(email),
    });

  it('makes two addresses of one IPv6 /64 share a limit, and another /64 a fresh one', async () => {
    // Five partner applications an hour per address (private.submission_limits).
    for (let i = 0; i < 5; i++) {
      expect((await apply(`2001:db8:aa:1::${i + 1}`, `v6-${i}@example.com`)).error).toBeNull();
    }
    const sameBlock = await apply('2001:db8:aa:1:ffff::9', 'v6-5@example.com');
    expect(sameBlock.error).toMatchObject({ code: 'P0001', hint: 'rate_limited' });
    expect((await apply('2001:db8:aa:2::1', 'v6-6@example.com')).error).toBeNull();
  });

  it('counts an IPv4-mapped IPv6 address, bracketed or with a port, as its IPv4', async () => {
    for (const address of [
      '192.0.2.77',
      '::ffff:192.0.2.77',
      '[::ffff:192.0.2.77]:443',
      '192.0.2.77:8080',
      '::ffff:c000:24d',
    ]) {
      expect((await apply(address, `mapped-${address}@example.com`)).error).toBeNull();
    }
    const sixth = await apply('::ffff:192.0.2.77', 'mapped-6@example.com');
    expect(sixth.error).toMatchObject({ code: 'P0001', hint: 'rate_limited' });
  });
});

describe('blog votes per source address', () => {
  const blogId = 'a4000000-0000-4000-8000-000000000007';
  const upvotes = async () =>
    (await ctx().anon.from('blogs').select('upvotes').eq('id', blogId).single()).data?.upvotes;

  it('counts 20 votes from one address with 20 invented visitor ids once, and the voter can still change it', async () => {
    const before = await upvotes();
    const answers = [];
    for (let i = 0; i < 20; i++) {
      answers.push(
        await postFrom(ctx().backend, '127.0.5.1', 'vote-on-blog', {
          blogId,
          visitorId: `invented-visitor-${String(i).padStart(4, '0')}`,
          vote: 'upvote',
        }),
      );
    }
    expect(answers[0]?.status).toBe(200);
    for (const refused of answers.slice(1)) {
      expect(refused).toEqual({
        status: 409,
        body: { error: 'A vote from your connection already counts for this post today.' },
      });
    }
    expect(await upvotes()).toBe((before ?? 0) + 1);
    // The visitor who holds the vote switches it; the count follows.
    const switched = await postFrom(ctx().backend, '127.0.5.1', 'vote-on-blog', {
      blogId,
      visitorId: 'invented-visitor-0000',
      vote: 'downvote',
    });
    expect(switched).toMatchObject({ status: 200, body: { upvotes: before, vote: 'downvote' } });
    // Another connection counts on its own.
    const other = await postFrom(ctx().backend, '127.0.5.2', 'vote-on-blog', {
      blogId,
      visitorId: 'invented-visitor-0001',
      vote: 'upvote',
    });
    expect(other).toMatchObject({ status: 200, body: { upvotes: (before ?? 0) + 1 } });
  });
});
