import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** After each navigation the page starts at the top (spec section 2.2); an anchor (#term) is kept. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const firstVisit = useRef(true);
  useEffect(() => {
    const first = firstVisit.current;
    firstVisit.current = false;
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
    // A page that has just loaded is at the top already: scrolling there would force the first layout
    // in the middle of the first render (a sixth of a second on the home page).
    else if (!first) window.scrollTo({ top: 0 });
  }, [pathname, hash]);
  return null;
}
