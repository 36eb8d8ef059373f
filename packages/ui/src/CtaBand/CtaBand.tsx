import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Container } from '../Container/Container';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
import * as styles from './CtaBand.css';

export type CtaBandVariant = 'panel' | 'split' | 'line';

export type CtaBandProps = Omit<ComponentPropsWithRef<'section'>, 'children'> & {
  /** Anchor id; the heading gets `{id}-heading` and labels the band. */
  id: string;
  /** The offer, as a heading (h2). */
  heading: ReactNode;
  /** One or two sentences under it. */
  text?: ReactNode;
  /** The actions (button links), primary first. */
  actions: ReactNode;
  /**
   * How the band reads, so that each page closes in its own voice:
   * `panel` a glowing card with everything centred; `split` the words beside the actions, stacked past a hairline
   * (one action per row, e.g. the free call under the main one); `line` one large editorial line with the actions
   * after it.
   * @default 'panel'
   */
  variant?: CtaBandVariant;
};

/** The closing call to action of a page, in one of three compositions. */
export function CtaBand({
  id,
  heading,
  text,
  actions,
  variant = 'panel',
  className,
  ...props
}: CtaBandProps) {
  const headingId = `${id}-heading`;
  const center = variant === 'panel';
  const words = (
    <>
      {variant === 'line' ? <span className={styles.lineRule} aria-hidden="true" /> : null}
      <Heading
        as="h2"
        id={headingId}
        size="3xl"
        align={center ? 'center' : 'start'}
        className={styles.heading[variant]}
      >
        {heading}
      </Heading>
      {text ? (
        <Text size="lg" align={center ? 'center' : 'start'} className={styles.text[variant]}>
          {text}
        </Text>
      ) : null}
    </>
  );
  return (
    <section
      {...props}
      id={id}
      aria-labelledby={headingId}
      className={className ? `${styles.root} ${className}` : styles.root}
    >
      <Container>
        <div className={styles.body[variant]}>
          {variant === 'panel' ? <div className={styles.panelGlow} aria-hidden="true" /> : null}
          {variant === 'split' ? <div className={styles.splitBeam} aria-hidden="true" /> : null}
          {variant === 'split' ? <div className={styles.splitWords}>{words}</div> : words}
          <div className={variant === 'split' ? styles.splitActions : styles.actions[variant]}>
            {actions}
          </div>
        </div>
      </Container>
    </section>
  );
}
