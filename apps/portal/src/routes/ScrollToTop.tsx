import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** After each navigation the page starts at the top (spec section 2.2); an anchor (#term) is kept. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
    else window.scrollTo({ top: 0 });
  }, [pathname, hash]);
  return null;
}
