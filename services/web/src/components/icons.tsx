import type { ReactElement } from 'react';

/** Props of a decorative icon (always hidden from assistive technology; the control carries the label). */
export type TIconProps = { size?: number; className?: string };

function svg(
  paths: ReactElement,
  { size = 20, className }: TIconProps,
  viewBox = '0 0 24 24',
): ReactElement {
  return (
    <svg
      width={size}
      height={size}
      viewBox={viewBox}
      aria-hidden="true"
      focusable="false"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {paths}
    </svg>
  );
}

/** A telephone handset. */
export const PhoneIcon = (p: TIconProps) =>
  svg(
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z" />,
    p,
  );

/** A circled "i": a note for the reader. */
export const InfoIcon = (p: TIconProps) =>
  svg(
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 16v-4M12 8h.01" />
    </>,
    p,
  );

/** An envelope. */
export const MailIcon = (p: TIconProps) =>
  svg(
    <>
      <rect x="2" y="4" width="20" height="16" rx="2" />
      <path d="m22 7-10 6L2 7" />
    </>,
    p,
  );

/** A map pin. */
export const PinIcon = (p: TIconProps) =>
  svg(
    <>
      <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0z" />
      <circle cx="12" cy="10" r="3" />
    </>,
    p,
  );

/** Three bars (open the menu). */
export const MenuIcon = (p: TIconProps) => svg(<path d="M3 6h18M3 12h18M3 18h18" />, p);

/** A cross (close). */
export const CloseIcon = (p: TIconProps) => svg(<path d="M18 6 6 18M6 6l12 12" />, p);

/** A chevron pointing down. */
export const ChevronIcon = (p: TIconProps) => svg(<path d="m6 9 6 6 6-6" />, p);

/** A chevron pointing left (previous). */
export const ChevronLeftIcon = (p: TIconProps) => svg(<path d="m15 18-6-6 6-6" />, p);

/** A chevron pointing right (next). */
export const ChevronRightIcon = (p: TIconProps) => svg(<path d="m9 18 6-6-6-6" />, p);

/** Two bars (pause). */
export const PauseIcon = (p: TIconProps) => svg(<path d="M9 5v14M15 5v14" />, p);

/** A triangle (play). */
export const PlayIcon = (p: TIconProps) => svg(<path d="M7 4.5v15l12-7.5z" />, p);

/** A magnifying glass. */
export const SearchIcon = (p: TIconProps) =>
  svg(
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m21 21-4.3-4.3" />
    </>,
    p,
  );

/** An arrow leaving a box (external link). */
export const ExternalIcon = (p: TIconProps) =>
  svg(<path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />, p);

/** An arrow leaving through a door (leave this site). */
export const ExitIcon = (p: TIconProps) =>
  svg(<path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4M10 17l-5-5 5-5M5 12h11" />, p);

/** A shield (safety). */
export const ShieldIcon = (p: TIconProps) =>
  svg(<path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />, p);

const filled = (d: string, p: TIconProps) =>
  svg(<path d={d} fill="currentColor" stroke="none" />, p);

/** Facebook's "f". */
export const FacebookIcon = (p: TIconProps) =>
  filled(
    'M14 8.5V6.8c0-.8.2-1.3 1.4-1.3H17V2.2C16.6 2.1 15.4 2 14 2c-2.9 0-4.6 1.7-4.6 4.8v1.7H6.5V12h2.9v10H14V12h2.9l.4-3.5H14z',
    p,
  );

/** Instagram's camera. */
export const InstagramIcon = (p: TIconProps) =>
  svg(
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
    </>,
    p,
  );

/** TikTok's note. */
export const TiktokIcon = (p: TIconProps) =>
  filled(
    'M16.6 2h-3.4v13.3a2.9 2.9 0 1 1-2.1-2.8V9a6.3 6.3 0 1 0 5.5 6.3V8.6a8 8 0 0 0 4.4 1.4V6.6a4.5 4.5 0 0 1-4.4-4.6z',
    p,
  );

/** YouTube's play button. */
export const YoutubeIcon = (p: TIconProps) =>
  filled(
    'M22.5 7.2a2.8 2.8 0 0 0-2-2C18.8 4.8 12 4.8 12 4.8s-6.8 0-8.5.4a2.8 2.8 0 0 0-2 2A29 29 0 0 0 1 12a29 29 0 0 0 .5 4.8 2.8 2.8 0 0 0 2 2c1.7.4 8.5.4 8.5.4s6.8 0 8.5-.4a2.8 2.8 0 0 0 2-2A29 29 0 0 0 23 12a29 29 0 0 0-.5-4.8zM9.8 15.1V8.9l5.7 3.1-5.7 3.1z',
    p,
  );

/** WhatsApp's speech bubble with a handset. */
export const WhatsappIcon = (p: TIconProps) =>
  filled(
    'M12 2a10 10 0 0 0-8.6 15l-1.4 5 5.2-1.4A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-3-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.3 2.2 2.2 0 0 0 .2-1.3c-.1-.1-.3-.2-.5-.3z',
    p,
  );

/** X's (formerly Twitter) letter mark. */
export const XIcon = (p: TIconProps) =>
  filled(
    'M17.8 3h3.1l-6.8 7.7 8 10.3h-6.2l-4.9-6.3L5.4 21H2.3l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.3 4.7H5.5l11.2 14.5z',
    p,
  );

/** LinkedIn's "in". */
export const LinkedinIcon = (p: TIconProps) =>
  filled(
    'M6.9 21H3.2V9h3.7v12zM5 7.4a2.2 2.2 0 1 1 0-4.3 2.2 2.2 0 0 1 0 4.3zM21 21h-3.7v-5.8c0-1.4 0-3.2-2-3.2s-2.2 1.5-2.2 3.1V21H9.4V9h3.5v1.6h.1a3.9 3.9 0 0 1 3.5-1.9c3.7 0 4.4 2.5 4.4 5.6V21z',
    p,
  );
