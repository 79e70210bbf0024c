import { describe, expect, it } from 'vitest';
import { listRows } from '../admin-list';
import { submitAsVisitor, useTestBackend } from '@inzira/test-kit';
import type { Database } from '@inzira/contract/database.types.ts';
import { deletePartnerApplication, updatePartnerApplication } from '.';

const ctx = useTestBackend<Database>();

describe('partner applications', () => {
  it('stores a visitor’s application as pending for the admin', async () => {
    await submitAsVisitor(ctx().backend, 'submit-partner-application', {
      companyName: 'Test Catering Co',
      email: 'hello@test-catering.example.com',
      phone: '+250 788 000 888',
      message: 'We cater events of up to 500 guests.',
    });
    const page = await listRows(ctx().admin, 'partner_applications', {
      page: 0,
      pageSize: 10,
      search: 'Test Catering',
    });
    expect(page).toMatchObject({
      total: 1,
      rows: [{ company_name: 'Test Catering Co', status: 'pending' }],
    });
  });

  it('lets the admin review and delete an application', async () => {
    const [application] = (
      await listRows(ctx().admin, 'partner_applications', { page: 0, pageSize: 1, search: 'Imena' })
    ).rows;
    if (!application) throw new Error('The seed has Imena Print House.');
    expect(
      (await updatePartnerApplication(ctx().admin, application.id, { status: 'accepted' })).status,
    ).toBe('accepted');
    const accepted = await listRows(ctx().admin, 'partner_applications', {
      page: 0,
      pageSize: 10,
      status: 'accepted',
    });
    expect(accepted.rows.map((row) => row.company_name).sort()).toEqual([
      'Imena Print House',
      'Isoko Sound & Light',
    ]);
    await deletePartnerApplication(ctx().admin, application.id);
    expect(
      (
        await listRows(ctx().admin, 'partner_applications', {
          page: 0,
          pageSize: 1,
          search: 'Imena',
        })
      ).total,
    ).toBe(0);
  });

  it('keeps applications out of a visitor’s reach', async () => {
    await expect(
      listRows(ctx().anon, 'partner_applications', { page: 0, pageSize: 10 }),
    ).rejects.toThrow('You do not have permission to do that.');
  });
});
