import type { ComponentPropsWithRef } from 'react';
import * as styles from './Picture.css';

/** One `<source>`: a format and its candidates at several widths. */
export interface PictureSource {
  /** MIME type, e.g. `image/avif`; the browser takes the first source whose type it supports. */
  type: string;
  /** Candidates with width descriptors: `/assets/a-480.avif 480w, /assets/a-800.avif 800w`. */
  srcset: string;
}

/** A responsive image as a build pipeline describes it (serialisable: it can travel in loader data). */
export interface ResponsiveImage {
  /** Sources, best format first (AVIF, then WebP). */
  sources: readonly PictureSource[];
  /** The `<img>` fallback URL. */
  src: string;
  /** Intrinsic width in pixels: with `height`, reserves the image's box before it loads. */
  width: number;
  /** Intrinsic height in pixels. */
  height: number;
  /** A tiny blurred image as a `data:` URL, shown until the image paints; none for images with transparency. */
  placeholder?: string | null;
}

type PictureText =
  | {
      /** What the image shows, for people who cannot see it. Required unless `decorative`. */
      alt: string;
      decorative?: false;
    }
  | {
      /** The image adds nothing the text around it does not say: `alt=""`, hidden from assistive technology. */
      decorative: true;
      alt?: never;
    };

export type PictureProps = Omit<ComponentPropsWithRef<'picture'>, 'children'> &
  PictureText & {
    /** The image, e.g. from the site's `pictureOf(file)`. */
    image: ResponsiveImage;
    /**
     * The width the image is shown at, per viewport, for choosing a candidate: `100vw`, or
     * `(min-width: 1024px) 600px, 100vw`. Too wide a value makes phones download a larger file than they show.
     */
    sizes: string;
    /**
     * The image is the page's largest paint (LCP), above the fold: loaded at once with `fetchpriority="high"`.
     * Every other image loads lazily, when it nears the viewport.
     * @default false
     */
    priority?: boolean;
  };

/**
 * A responsive `<picture>`: AVIF and WebP sources with `srcset` and `sizes`, an `<img>` with intrinsic width and
 * height (no layout shift) and a blurred placeholder that shows, without JavaScript, until the image paints over it.
 */
export function Picture({
  image,
  sizes,
  alt,
  decorative,
  priority = false,
  className,
  ...props
}: PictureProps) {
  if (!decorative && !alt?.trim()) {
    throw new Error(
      `Picture of ${image.src} has no alt text: describe the image, or mark it decorative.`,
    );
  }
  return (
    <picture {...props} className={className ? `${styles.root} ${className}` : styles.root}>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img
        className={styles.image}
        src={image.src}
        width={image.width}
        height={image.height}
        alt={decorative ? '' : alt}
        decoding="async"
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        style={image.placeholder ? { backgroundImage: `url("${image.placeholder}")` } : undefined}
      />
    </picture>
  );
}
