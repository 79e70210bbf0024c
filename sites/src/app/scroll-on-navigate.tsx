import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A declarative router leaves the window where the last page was scrolled. After a link is
 * followed, the new page starts at its top, or at its `#anchor` when it has one, and keyboard
 * and screen-reader focus moves to the main landmark as a full page load would. Back and
 * Forward (POP) and the first load are left to the browser's own restoration.
 */
export function ScrollOnNavigate() {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (navigationType === 'POP') return;
    // An anchor inside data that is still loading is scrolled to by its own section.
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView({ block: 'start' });
    else window.scrollTo(0, 0);
    document.getElementById('main-content')?.focus({ preventScroll: true });
  }, [pathname, hash, key, navigationType]);

  return null;
}
