import { Container, Eyebrow, Heading, LensMotif, Stack, StatRow, SvgIcon, Text } from '@agency/ui';
import { ActionLink } from '../shared/ActionLink';
import * as styles from './Hero.css';
import type { Route } from '../../routes/+types/home';

type HeroData = Route.ComponentProps['loaderData']['hero'];

/**
 * The home hero. Eyebrow, headline and lead + button appear at 300, 600 and 900 ms through CSS
 * `animation-delay`: the text is in the HTML and shows without JavaScript; under reduced motion
 * it is simply there. The backdrop (glows, grid, slow drift) is pure CSS on the compositor; the studio's lens, inline
 * SVG, stands right of the text on wide screens and under the button on phones.
 */
export function Hero({ hero }: { hero: HeroData }) {
  return (
    <section className={styles.root} aria-labelledby="hero-heading">
      <div className={styles.backdrop} aria-hidden="true">
        <div className={styles.grid} />
        <div className={`${styles.orb} ${styles.orbViolet}`} />
        <div className={`${styles.orb} ${styles.orbCyan}`} />
        <div className={styles.horizon} />
      </div>
      <Container>
        <Stack gap={6} align="start">
          <Eyebrow
            className={`${styles.eyebrow} ${styles.appear}`}
            style={{ animationDelay: '300ms' }}
          >
            {hero.eyebrow}
          </Eyebrow>
          <Heading
            as="h1"
            id="hero-heading"
            className={`${styles.headline} ${styles.appear}`}
            style={{ animationDelay: '600ms' }}
          >
            {hero.headline}
          </Heading>
          <Stack
            gap={8}
            align="start"
            className={styles.appear}
            style={{ animationDelay: '900ms' }}
          >
            <Text size="xl" className={styles.lead}>
              {hero.lead}
            </Text>
            <Stack direction="row" gap={3}>
              <ActionLink link={hero.cta} size="lg" icon={<ArrowGlyph />} iconPosition="end" />
            </Stack>
          </Stack>
          <div className={styles.visual} aria-hidden="true">
            <LensMotif proportion="compact" className={styles.lens} />
          </div>
          <StatRow
            stats={hero.stats}
            variant="strip"
            className={`${styles.stats} ${styles.appear}`}
          />
        </Stack>
      </Container>
    </section>
  );
}

/** A right arrow for the button; decorative. */
function ArrowGlyph() {
  return (
    <SvgIcon width={18} height={18} strokeWidth={1.75}>
      <path d="M5 12h14" />
      <path d="m12 5 7 7-7 7" />
    </SvgIcon>
  );
}
