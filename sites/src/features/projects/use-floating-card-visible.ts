import { useEffect, useState } from 'react';

/**
 * True once the visitor has scrolled past the first screen of the page, and only while the
 * footer is out of view: the card then never covers the footer's links.
 */
export function useFloatingCardVisible(): boolean {
  const [scrolled, setScrolled] = useState(false);
  const [footerInView, setFooterInView] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > window.innerHeight / 2);
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    const footer = document.querySelector('footer');
    const observer = new IntersectionObserver(([entry]) =>
      setFooterInView(entry?.isIntersecting ?? false),
    );
    if (footer) observer.observe(footer);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      observer.disconnect();
    };
  }, []);
  return scrolled && !footerInView;
}
