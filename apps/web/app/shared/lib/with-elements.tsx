import type { ReactNode } from 'react';

/**
 * Renders a message whose {placeholders} are elements (a link inside a sentence), so translators
 * can put the link wherever their language needs it.
 */
export function withElements(text: string, elements: Record<string, ReactNode>): ReactNode[] {
  return text
    .split(/\{(\w+)\}/)
    .map((part, index) => (index % 2 === 1 ? <span key={part}>{elements[part]}</span> : part));
}
