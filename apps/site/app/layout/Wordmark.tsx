import * as styles from './Wordmark.css';

/** The logo mark: an 'LF' monogram in the accent gradient (decorative; the name is the text next to it). */
function LogoMark() {
  return (
    <svg className={styles.logoMark} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" className={styles.gradientFrom} />
          <stop offset="1" className={styles.gradientTo} />
        </linearGradient>
      </defs>
      <rect x="1.5" y="1.5" width="61" height="61" rx="14" className={styles.logoFrame} />
      <path d="M18 16v32h14" className={styles.logoStrokeText} />
      <path d="M36 48V16h12M36 32h10" className={styles.logoStrokeAccent} />
    </svg>
  );
}

/** Logo wordmark: mark + company name. */
export function Wordmark({ name }: { name: string }) {
  return (
    <span className={styles.wordmark}>
      <LogoMark />
      <span>{name}</span>
    </span>
  );
}
