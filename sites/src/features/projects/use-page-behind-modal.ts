import { useEffect, useState } from 'react';

/**
 * True while a modal dialog covers the page. MUI hides the app root from assistive technology
 * (aria-hidden) for as long as any modal is open, which is exactly when the booking modal is.
 */
export function usePageBehindModal(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const root = document.getElementById('root');
    if (!root) return;
    const update = () => setHidden(root.getAttribute('aria-hidden') === 'true');
    const observer = new MutationObserver(update);
    observer.observe(root, { attributes: true, attributeFilter: ['aria-hidden'] });
    update();
    return () => observer.disconnect();
  }, []);
  return hidden;
}
