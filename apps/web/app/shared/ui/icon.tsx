import type { ReactNode } from 'react';

/** A small line icon beside a button's text; decorative, so hidden from assistive technology. */
export function StrokeIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 20 20"
      className="size-4"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
    >
      {children}
    </svg>
  );
}
