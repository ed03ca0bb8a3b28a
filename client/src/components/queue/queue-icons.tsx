import type { ReactNode } from 'react';

/** The queue's icons (decorative: every control carries its own label). */
function Svg({ size = 20, children }: { size?: number; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const QueueIcon = ({ size }: { size?: number }) => (
  <Svg size={size}>
    <path d="M3 6h13M3 12h13M3 18h8M19 14v6M16 17h6" />
  </Svg>
);
export const ShuffleIcon = () => (
  <Svg>
    <path d="M16 3h5v5M4 20 21 3M21 16v5h-5M15 15l6 6M4 4l5 5" />
  </Svg>
);
export const RepeatIcon = ({ one }: { one?: boolean }) => (
  <Svg>
    <path d="m17 2 4 4-4 4M3 11V9a3 3 0 0 1 3-3h15M7 22l-4-4 4-4M21 13v2a3 3 0 0 1-3 3H3" />
    {one ? <path d="M11 10h1v5" /> : null}
  </Svg>
);
export const UpIcon = () => (
  <Svg size={18}>
    <path d="m6 15 6-6 6 6" />
  </Svg>
);
export const DownIcon = () => (
  <Svg size={18}>
    <path d="m6 9 6 6 6-6" />
  </Svg>
);
export const RemoveIcon = () => (
  <Svg size={18}>
    <path d="M18 6 6 18M6 6l12 12" />
  </Svg>
);
export const GripIcon = () => (
  <Svg size={18}>
    <path d="M9 5h.01M9 12h.01M9 19h.01M15 5h.01M15 12h.01M15 19h.01" />
  </Svg>
);
export const MoreIcon = () => (
  <Svg size={18}>
    <path d="M5 12h.01M12 12h.01M19 12h.01" />
  </Svg>
);
