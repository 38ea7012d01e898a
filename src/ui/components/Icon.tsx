import type { LucideIcon } from 'lucide-react';
import './components.css';

interface IconProps {
  /** a lucide-react icon (tree-shaken SVG, drawn in the text colour; no emoji font needed) */
  icon: LucideIcon;
  /** what the icon says, for screen readers; leave it out when visible text next to the icon already says it */
  label?: string;
  size?: number;
}

/**
 * The one way to show an icon: the SVG is hidden from assistive technology, and its meaning is a visually
 * hidden text (so a button or link named only by an icon still has a name, and a title shows it on hover).
 */
export function Icon({ icon: Glyph, label, size = 20 }: IconProps) {
  return (
    <>
      <Glyph className="icon" size={size} aria-hidden="true" focusable="false" />
      {label && <span className="visually-hidden">{label}</span>}
    </>
  );
}
