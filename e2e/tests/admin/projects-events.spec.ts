import {
  deleteRow,
  expect,
  openList,
  rowWith,
  submitDialog,
  test,
  unique,
  viewRow,
} from '../../support/admin-session';

test('projects: the team is picked among professionals and counted; add, view, edit, delete', async ({
  page,
}) => {
  const title = unique('Test project');
  await openList(page, '/admin/projects', 'Projects');
  await page.getByRole('button', { name: 'Add Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Project' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('A campaign for a test client.');
  await dialog.getByLabel('Client name').fill('Test Client');
  await dialog.getByLabel('Completion date').fill('2026-10-01');
  await dialog.getByLabel('Video link').fill('https://youtu.be/dQw4w9WgXcQ');
  await dialog.getByLabel('Technologies').fill('Premiere\n\nFigma');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('Choose at least one professional')).toBeVisible();
  await dialog.getByLabel('Team').click();
  await page.getByRole('option').nth(0).click();
  await page.getByRole('option').nth(1).click();
  await page.keyboard.press('Escape');
  await submitDialog(page, 'Add', 'Project added successfully!');
  const row = rowWith(page, title);
  await expect(page.getByRole('row').nth(1)).toContainText(title);
  await expect(row.getByRole('gridcell').nth(4)).toHaveText('2');
  await expect(row).toContainText('Premiere, Figma');
  // The completion date reads as the other lists' dates do, never ISO.
  await expect(row).toContainText('1 Oct 2026');
  await expect(row).not.toContainText('2026-10-01');

  await viewRow(page, row, [title, 'Test Client', '2 members', '1 Oct 2026']);
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Project' });
  // The team is preselected.
  await expect(edit.locator('.MuiChip-root')).toHaveCount(2);
  await edit.getByLabel('Client name').fill('Renamed Client');
  await submitDialog(page, 'Save Changes', 'Project updated successfully!');
  await expect(row).toContainText('Renamed Client');
  await expect(row.getByRole('gridcell').nth(4)).toHaveText('2');

  await deleteRow(
    page,
    title,
    'Are you sure you want to delete this project?',
    'Project deleted successfully!',
  );
});

test('events and participants: add an event, register a participant to it, edit, delete', async ({
  page,
}) => {
  const title = unique('Test event');
  await openList(page, '/admin/events', 'Events');
  await page.getByRole('button', { name: 'Add Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Event' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Starts').fill('2027-03-02T09:00');
  await dialog.getByLabel('Ends').fill('2027-03-01T09:00');
  await dialog.getByLabel('Prize').fill('$500');
  await dialog.getByLabel('Description').fill('A hackathon.');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('End date must be on or after the start date')).toBeVisible();
  await dialog.getByLabel('Ends').fill('2027-03-03T18:00');
  await submitDialog(page, 'Add', 'Event added successfully!');
  await expect(page.getByRole('row').nth(1)).toContainText(title);
  await expect(rowWith(page, title)).toContainText('$500');

  const name = unique('Test Participant');
  await openList(page, '/admin/participants', 'Participants');
  await page.getByRole('button', { name: 'Add Participant' }).click();
  const form = page.getByRole('dialog', { name: 'Add Participant' });
  await form.getByLabel('Event').selectOption({ label: title });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill(`p.${Date.now()}@example.com`);
  await form.getByLabel('Phone').fill('+250 788 123 456');
  await submitDialog(page, 'Add', 'Participant added successfully!');
  await expect(rowWith(page, name)).toContainText(title);
  await viewRow(page, rowWith(page, name), [name, title, '+250 788 123 456']);
  await rowWith(page, name).getByRole('button', { name: 'Edit' }).click();
  const editParticipant = page.getByRole('dialog', { name: 'Edit Participant' });
  await editParticipant.getByLabel('Phone').fill('+250 788 000 999');
  await submitDialog(page, 'Save Changes', 'Participant updated successfully!');
  await expect(rowWith(page, name)).toContainText('+250 788 000 999');

  // The event counts its participant.
  await openList(page, '/admin/events', 'Events');
  await expect(rowWith(page, title).getByRole('gridcell').nth(5)).toHaveText('1');
  // Its view lists who registered.
  await viewRow(page, rowWith(page, title), [
    title,
    '$500',
    '1 registered',
    name,
    '+250 788 000 999',
  ]);
  await rowWith(page, title).getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Event' });
  await expect(edit.getByLabel('Starts')).toHaveValue('2027-03-02T09:00');
  await edit.getByLabel('Prize').fill('$750');
  await submitDialog(page, 'Save Changes', 'Event updated successfully!');
  await expect(rowWith(page, title)).toContainText('$750');

  await openList(page, '/admin/participants', 'Participants');
  await deleteRow(
    page,
    name,
    'Are you sure you want to delete this participant?',
    'Participant deleted successfully!',
  );
  await openList(page, '/admin/events', 'Events');
  await deleteRow(
    page,
    title,
    'Are you sure you want to delete this event? Its registrations are deleted with it.',
    'Event deleted successfully!',
  );
});
