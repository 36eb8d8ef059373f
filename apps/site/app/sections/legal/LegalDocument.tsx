import { Container, Heading, Stack, Text } from '@agency/ui';
import * as styles from './legal.css';
import type { Route } from '../../routes/+types/legal';

type LegalDocumentData = Route.ComponentProps['loaderData']['document'];

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A legal document at a readable measure: title, date, contents, then headed sections. */
export function LegalDocument({ data }: { data: LegalDocumentData }) {
  return (
    <article className={styles.article} aria-labelledby="legal-heading">
      <div className={styles.backdrop} aria-hidden="true" />
      <Container size="sm">
        <Stack as="header" gap={5} className={styles.header}>
          <Heading as="h1" id="legal-heading" size="4xl">
            {data.title}
          </Heading>
          <p className={styles.updated}>
            {data.lastUpdatedLabel}: <time dateTime={data.lastUpdated}>{data.lastUpdatedText}</time>
          </p>
          <Text size="lg">{data.intro}</Text>
        </Stack>
        <nav aria-labelledby="legal-heading" className={styles.toc}>
          <ol className={styles.tocList}>
            {data.sections.map((section) => (
              <li key={section.heading}>
                <a href={`#${slug(section.heading)}`} className={styles.tocLink}>
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <Stack gap={12}>
          {data.sections.map((section) => (
            <Stack
              as="section"
              key={section.heading}
              gap={4}
              id={slug(section.heading)}
              aria-labelledby={`${slug(section.heading)}-heading`}
              className={styles.section}
            >
              <Heading as="h2" size="xl" id={`${slug(section.heading)}-heading`}>
                {section.heading}
              </Heading>
              {section.blocks.map((block, index) =>
                typeof block === 'string' ? (
                  <Text key={index}>{block}</Text>
                ) : (
                  <Stack as="ul" key={index} gap={2} className={styles.list}>
                    {block.list.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </Stack>
                ),
              )}
            </Stack>
          ))}
        </Stack>
      </Container>
    </article>
  );
}
