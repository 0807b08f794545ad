/** Spec §8: the default hero graphic when the shop has no (working) hero image. */
export function DefaultHeroGraphic() {
  return (
    <svg
      className="absolute inset-0 h-full w-full"
      viewBox="0 0 1600 600"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="hero-default-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4c1d95" />
          <stop offset="0.55" stopColor="#1e1b4b" />
          <stop offset="1" stopColor="#0f172a" />
        </linearGradient>
      </defs>
      <rect width="1600" height="600" fill="url(#hero-default-gradient)" />
      <circle cx="1320" cy="120" r="220" fill="#7c3aed" opacity="0.35" />
      <circle cx="220" cy="520" r="260" fill="#db2777" opacity="0.18" />
      <circle cx="900" cy="640" r="200" fill="#f59e0b" opacity="0.12" />
    </svg>
  );
}
