/** Oasis Play's mark: a sun over a palm and the water of the oasis. Decorative; the name is text beside it. */
export function OasisMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="oasis-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0f766e" />
          <stop offset="1" stopColor="#0b4f4a" />
        </linearGradient>
        <linearGradient id="oasis-sun" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f6d58e" />
          <stop offset="1" stopColor="#e0a458" />
        </linearGradient>
      </defs>
      <rect width="48" height="48" rx="14" fill="url(#oasis-sky)" />
      <circle cx="30" cy="18" r="9" fill="url(#oasis-sun)" />
      {/* The palm: a leaning trunk and four fronds. */}
      <path d="M19 37c0-7 1-13 4-18" stroke="#fdf6e9" strokeWidth="2.4" strokeLinecap="round" fill="none" />
      <path
        d="M23 19c-3-4-8-5-12-3 4 0 7 1 9 4M23 19c1-4 5-7 10-7-3 2-6 4-7 8M23 19c-4-1-8 1-10 5 3-2 6-3 9-3M23 19c4-1 8 1 10 5-3-2-6-3-9-3"
        stroke="#fdf6e9"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
      {/* The water. */}
      <path
        d="M8 38c3-2 6-2 9 0s6 2 9 0 6-2 9 0 5 2 5 2M12 43c2.5-1.6 5-1.6 7.5 0s5 1.6 7.5 0 5-1.6 7.5 0"
        stroke="#7fd4c8"
        strokeWidth="2"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

/** The full logo: the mark and the word mark "Oasis Play". */
export function OasisLogo() {
  return (
    <span className="oasis-logo">
      <OasisMark />
      <span className="oasis-logo__word" lang="en" dir="ltr">
        Oasis <span className="oasis-logo__play">Play</span>
      </span>
    </span>
  );
}
