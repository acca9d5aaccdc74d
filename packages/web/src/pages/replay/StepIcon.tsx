/** The replay's control symbols, drawn as SVG so that every device shows them (fonts often lack ⏮ and ⏭). */
const PATHS = {
  first: 'M5 4h2.5v16H5zM20 4v16L8.5 12z',
  previous: 'M18 4v16L6 12z',
  next: 'M6 4v16l12-8z',
  last: 'M16.5 4H19v16h-2.5zM4 4v16l11.5-8z',
  play: 'M7 4v16l13-8z',
  pause: 'M6 4h4.5v16H6zM13.5 4H18v16h-4.5z',
} as const;

export function StepIcon({ name }: { readonly name: keyof typeof PATHS }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="currentColor" />
    </svg>
  );
}
