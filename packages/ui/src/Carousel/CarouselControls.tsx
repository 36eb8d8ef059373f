import { PauseIcon, PlayIcon } from '../internal/Icons';
import * as styles from './Carousel.css';

/** The rotation button, then a dot per slide that shows it (the current one marked). */
export function CarouselControls({
  count,
  index,
  playing,
  onPlayingChange,
  onSelect,
  dotLabel,
  pauseLabel,
  playLabel,
}: {
  count: number;
  index: number;
  playing: boolean;
  onPlayingChange: (playing: boolean) => void;
  onSelect: (index: number) => void;
  dotLabel: (index: number) => string;
  pauseLabel: string;
  playLabel: string;
}) {
  return (
    <div className={styles.controls}>
      <button
        type="button"
        className={styles.playButton}
        aria-label={playing ? pauseLabel : playLabel}
        data-state={playing ? 'playing' : 'paused'}
        onClick={() => onPlayingChange(!playing)}
      >
        {playing ? <PauseIcon /> : <PlayIcon />}
      </button>
      <div className={styles.dots}>
        {Array.from({ length: count }, (_, i) => (
          <button
            key={i}
            type="button"
            className={styles.dot}
            aria-label={dotLabel(i)}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => onSelect(i)}
          />
        ))}
      </div>
    </div>
  );
}
