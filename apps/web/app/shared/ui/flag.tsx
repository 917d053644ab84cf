/**
 * Small flags for the language selector (spec section 2: en, ru, ka, fr, es, de, it, pt, zh; a globe
 * for any other code). Drawn inline so they cost no request and need no third-party assets.
 */
const stripes = (colors: string[], vertical = false) =>
  colors.map((color, i) => {
    const size = 30 / colors.length;
    return vertical ? (
      <rect key={color + String(i)} x={i * size} y={0} width={size} height={20} fill={color} />
    ) : (
      <rect
        key={color + String(i)}
        x={0}
        y={(i * 20) / colors.length}
        width={30}
        height={20 / colors.length}
        fill={color}
      />
    );
  });

const FLAGS: Record<string, () => React.ReactNode> = {
  en: () => (
    <>
      {stripes(['#b22234', '#fff', '#b22234', '#fff', '#b22234', '#fff', '#b22234'])}
      <rect width={13} height={11} fill="#3c3b6e" />
    </>
  ),
  ru: () => stripes(['#fff', '#0039a6', '#d52b1e']),
  ka: () => (
    <>
      <rect width={30} height={20} fill="#fff" />
      <rect x={13} width={4} height={20} fill="#e8112d" />
      <rect y={8} width={30} height={4} fill="#e8112d" />
      {[
        [6.5, 4],
        [23.5, 4],
        [6.5, 16],
        [23.5, 16],
      ].map(([cx, cy]) => (
        <g key={`${cx}-${cy}`} fill="#e8112d">
          <rect x={cx! - 0.75} y={cy! - 2.5} width={1.5} height={5} />
          <rect x={cx! - 2.5} y={cy! - 0.75} width={5} height={1.5} />
        </g>
      ))}
    </>
  ),
  fr: () => stripes(['#002654', '#fff', '#ce1126'], true),
  es: () => (
    <>
      <rect width={30} height={20} fill="#aa151b" />
      <rect y={5} width={30} height={10} fill="#f1bf00" />
    </>
  ),
  de: () => stripes(['#000', '#dd0000', '#ffce00']),
  it: () => stripes(['#009246', '#fff', '#ce2b37'], true),
  pt: () => (
    <>
      <rect width={30} height={20} fill="#ff0000" />
      <rect width={12} height={20} fill="#006600" />
      <circle cx={12} cy={10} r={4} fill="#ffcc00" />
    </>
  ),
  zh: () => (
    <>
      <rect width={30} height={20} fill="#de2910" />
      <polygon points="5,2 6.2,5.6 10,5.6 7,7.8 8.1,11.4 5,9.2 1.9,11.4 3,7.8 0,5.6 3.8,5.6" fill="#ffde00" />
    </>
  ),
};

export function Flag({ code, className }: { code: string; className?: string }) {
  const draw = FLAGS[code.toLowerCase().split('-')[0] ?? ''];
  if (!draw) {
    return (
      <svg
        viewBox="0 0 24 24"
        className={className}
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.6}
      >
        <circle cx={12} cy={12} r={9} />
        <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 30 20" className={className} aria-hidden="true">
      {draw()}
    </svg>
  );
}
