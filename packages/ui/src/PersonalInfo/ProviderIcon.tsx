import type { ChatProvider } from './PersonalInfo';

/**
 * Small marks for the enterprise messengers; the caller gives the accessible name. Their colours
 * are the providers' own brand colours, deliberately not theme tokens: a mark looks the same in
 * light and dark themes.
 */
export function ProviderIcon({ provider, label }: { provider: ChatProvider; label: string }) {
  const common = { width: 16, height: 16, viewBox: '0 0 16 16', role: 'img', 'aria-label': label } as const;
  if (provider === 'flyBook') {
    return (
      <svg {...common}>
        <rect width="16" height="16" rx="4" fill="#3370ff" />
        <path d="M4 6.5l3.2 2.3L12 5l-2.6 6.2L4 6.5z" fill="#fff" />
      </svg>
    );
  }
  if (provider === 'enterpriseWechat') {
    return (
      <svg {...common}>
        <rect width="16" height="16" rx="4" fill="#0082ef" />
        <ellipse cx="7" cy="7.5" rx="4" ry="3.2" fill="#fff" />
        <circle cx="11.5" cy="11" r="1.6" fill="#fbbf24" />
      </svg>
    );
  }
  return (
    <svg {...common}>
      <rect width="16" height="16" rx="4" fill="#07c160" />
      <ellipse cx="6.5" cy="7" rx="3.6" ry="3" fill="#fff" />
      <ellipse cx="10" cy="9.5" rx="3" ry="2.5" fill="#fff" opacity="0.85" />
    </svg>
  );
}
