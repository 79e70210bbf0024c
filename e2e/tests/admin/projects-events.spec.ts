import { expect, test, unique } from '../../support/admin-session';
import * as list from '../../support/admin-list';

test('projects: the team is picked among professionals and counted; add, view, edit, delete', async ({
  page,
}) => {
  const title = unique('Test project');
  await list.open(page, '/admin/projects', 'Projects');
  const dialog = await list.openAddDialog(page, 'Add Project');
  await list.fillFields(dialog, {
    Title: title,
    Description: 'A campaign for a test client.',
    'Client name': 'Test Client',
    'Completion date': '2026-10-01',
    'Video link': 'https://youtu.be/dQw4w9WgXcQ',
    Technologies: 'Premiere\n\nFigma',
  });
  await list.expectAddRefused(dialog, 'Choose at least one professional');
  await dialog.getByLabel('Team').click();
  await page.getByRole('option').nth(0).click();
  await page.getByRole('option').nth(1).click();
  await page.keyboard.press('Escape');
  await list.submitDialog(page, 'Add', 'Project added successfully!');
  const row = list.rowWith(page, title);
  await expect(page.getByRole('row').nth(1)).toContainText(title);
  await expect(row.getByRole('gridcell').nth(4)).toHaveText('2');
  await expect(row).toContainText('Premiere, Figma');
  // The completion date reads as the other lists' dates do, never ISO.
  await expect(row).toContainText('1 Oct 2026');
  await expect(row).not.toContainText('2026-10-01');

  await list.viewRow(page, row, [title, 'Test Client', '2 members', '1 Oct 2026']);
  const edit = await list.openEditDialog(page, row, 'Edit Project');
  // The team is preselected.
  await expect(edit.locator('.MuiChip-root')).toHaveCount(2);
  await edit.getByLabel('Client name').fill('Renamed Client');
  await list.submitDialog(page, 'Save Changes', 'Project updated successfully!');
  await expect(row).toContainText('Renamed Client');
  await expect(row.getByRole('gridcell').nth(4)).toHaveText('2');

  await list.deleteRow(page, title, 'Project');
});

test('events and participants: add an event, register a participant to it, edit, delete', async ({
  page,
}) => {
  const title = unique('Test event');
  await list.open(page, '/admin/events', 'Events');
  const dialog = await list.openAddDialog(page, 'Add Event');
  await list.fillFields(dialog, {
    Title: title,
    Starts: '2027-03-02T09:00',
    Ends: '2027-03-01T09:00',
    Prize: '$500',
    Description: 'A hackathon.',
  });
  await list.expectAddRefused(dialog, 'End date must be on or after the start date');
  await dialog.getByLabel('Ends').fill('2027-03-03T18:00');
  await list.submitDialog(page, 'Add', 'Event added successfully!');
  await expect(page.getByRole('row').nth(1)).toContainText(title);
  await expect(list.rowWith(page, title)).toContainText('$500');

  const name = unique('Test Participant');
  await list.open(page, '/admin/participants', 'Participants');
  const form = await list.openAddDialog(page, 'Add Participant');
  await form.getByLabel('Event').selectOption({ label: title });
  await list.fillFields(form, {
    Name: name,
    Email: `p.${Date.now()}@example.com`,
    Phone: '+250 788 123 456',
  });
  await list.submitDialog(page, 'Add', 'Participant added successfully!');
  await expect(list.rowWith(page, name)).toContainText(title);
  await list.viewRow(page, list.rowWith(page, name), [name, title, '+250 788 123 456']);
  const editParticipant = await list.openEditDialog(
    page,
    list.rowWith(page, name),
    'Edit Participant',
  );
  await editParticipant.getByLabel('Phone').fill('+250 788 000 999');
  await list.submitDialog(page, 'Save Changes', 'Participant updated successfully!');
  await expect(list.rowWith(page, name)).toContainText('+250 788 000 999');

  // The event counts its participant.
  await list.open(page, '/admin/events', 'Events');
  await expect(list.rowWith(page, title).getByRole('gridcell').nth(5)).toHaveText('1');
  // Its view lists who registered.
  await list.viewRow(page, list.rowWith(page, title), [
    title,
    '$500',
    '1 registered',
    name,
    '+250 788 000 999',
  ]);
  const edit = await list.openEditDialog(page, list.rowWith(page, title), 'Edit Event');
  await expect(edit.getByLabel('Starts')).toHaveValue('2027-03-02T09:00');
  await edit.getByLabel('Prize').fill('$750');
  await list.submitDialog(page, 'Save Changes', 'Event updated successfully!');
  await expect(list.rowWith(page, title)).toContainText('$750');

  await list.open(page, '/admin/participants', 'Participants');
  await list.deleteRow(page, name, 'Participant');
  await list.open(page, '/admin/events', 'Events');
  await list.deleteRow(
    page,
    title,
    'Event',
    'Are you sure you want to delete this event? Its registrations are deleted with it.',
  );
});
