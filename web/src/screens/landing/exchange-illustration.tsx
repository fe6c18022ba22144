/** One person's card: a face and two lines of text, in three tones of its colour. */
function PersonCard({ transform, gradient, tones: [face, line, shortLine] }: { transform: string; gradient: string; tones: [string, string, string] }) {
  return (
    <g transform={transform}>
      <rect width="150" height="96" rx="16" fill={`url(#${gradient})`} />
      <circle cx="32" cy="32" r="14" fill={face} />
      <rect x="22" y="58" width="80" height="10" rx="5" fill={line} />
      <rect x="22" y="74" width="50" height="8" rx="4" fill={shortLine} />
    </g>
  );
}

/** Two people and a code passing between them: decoration only, hidden from assistive technology. */
export function ExchangeIllustration() {
  return (
    <div aria-hidden="true" className="mx-auto w-full max-w-md">
      <svg viewBox="0 0 400 300" className="h-auto w-full">
        <defs>
          <linearGradient id="card-a" x1="0" x2="1" y1="0" y2="1">
            <stop offset="0" stopColor="#6366f1" />
            <stop offset="1" stopColor="#4338ca" />
          </linearGradient>
          <linearGradient id="card-b" x1="0" x2="1" y1="0" y2="1">
            <stop offset="0" stopColor="#10b981" />
            <stop offset="1" stopColor="#047857" />
          </linearGradient>
        </defs>
        <circle cx="200" cy="150" r="130" fill="#eef2ff" />
        <PersonCard transform="translate(40 70) rotate(-6)" gradient="card-a" tones={['#c7d2fe', '#a5b4fc', '#818cf8']} />
        <PersonCard transform="translate(212 134) rotate(5)" gradient="card-b" tones={['#a7f3d0', '#6ee7b7', '#34d399']} />
        <g fill="none" stroke="#4f46e5" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round">
          <path d="M170 60c50-20 100-10 130 30" />
          <path d="M290 70l12 22-24 4" />
          <path d="M230 250c-50 18-100 8-128-30" />
          <path d="M112 232l-12-22 24-3" />
        </g>
        <g transform="translate(150 128)">
          <rect width="100" height="40" rx="20" fill="#ffffff" stroke="#c7d2fe" strokeWidth="2" />
          <text x="50" y="26" textAnchor="middle" fontFamily="ui-monospace, monospace" fontSize="16" fontWeight="700" fill="#3730a3">
            JOIN-5X2
          </text>
        </g>
      </svg>
    </div>
  );
}
