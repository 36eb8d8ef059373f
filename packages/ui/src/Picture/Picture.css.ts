import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'block',
  minWidth: 0,
});

export const image = style({
  display: 'block',
  // With the width and height attributes, `height: auto` keeps the image's aspect ratio for its box before any byte
  // has arrived: nothing below it moves when it loads.
  width: '100%',
  height: 'auto',
  maxWidth: '100%',
  // The placeholder (an inline background-image) fills the box until the image paints over it.
  backgroundSize: 'cover',
  backgroundPosition: 'center',
  backgroundRepeat: 'no-repeat',
});
