import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useListUrlState } from './list-url-state';

type UrlState = ReturnType<typeof useListUrlState>;

/** A list page's URL state, handed to the test, and the URL it shows. */
function renderUrlState(initial: string) {
  const handle: { current?: UrlState } = {};
  function Probe() {
    handle.current = useListUrlState();
    return <output aria-label="url">{useLocation().search}</output>;
  }
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], {
    initialEntries: [initial],
  });
  render(<RouterProvider router={router} />);
  return { url: () => handle.current as UrlState, router };
}

describe('the list state in the URL', () => {
  it('keeps a status picked just before a search, before the page shows the first change', () => {
    const { url } = renderUrlState('/admin/bookings?page=3');
    // Both come from the same rendered page, as a debounced search does after a status change.
    const { setStatus, setSearch } = url();
    act(() => {
      setStatus('pending');
      setSearch('Visitor');
    });
    expect(screen.getByLabelText('url')).toHaveTextContent('?status=pending&q=Visitor');
  });

  it('starts from the URL again after a navigation the list did not ask for', async () => {
    const { url, router } = renderUrlState('/admin/bookings?status=pending');
    act(() => url().setSearch('Ange'));
    await act(() => router.navigate('/admin/bookings?owner=mine'));
    act(() => url().setStatus('confirmed'));
    expect(screen.getByLabelText('url')).toHaveTextContent('?owner=mine&status=confirmed');
  });
});
