import { useEffect, useState } from 'react';

/** True while the window is scrolled to within `threshold` px of the page's bottom. */
export function useNearPageBottom(threshold: number): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const update = () => {
      const bottom = window.scrollY + window.innerHeight;
      setNear(document.documentElement.scrollHeight - bottom <= threshold);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [threshold]);
  return near;
}
